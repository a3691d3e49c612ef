import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttp2StaticServer } from "./h2-server.mjs";

const PAGE = `<!doctype html><title>Blog</title>${"<p>the blog</p>".repeat(60)}`;

/** One request over an HTTP/2 session: status, headers and the decoded body. */
function get(session, path) {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ":path": path, "accept-encoding": "br, gzip" });
    const chunks = [];
    let headers;
    stream.on("response", (h) => (headers = h));
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("error", reject);
    stream.on("end", () => {
      const raw = Buffer.concat(chunks);
      const body = headers["content-encoding"] === "br" ? brotliDecompressSync(raw) : raw;
      resolve({ status: headers[":status"], headers, body: body.toString() });
    });
  });
}

describe("the bench's HTTP/2 host", () => {
  let root;
  let server;
  let session;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "h2-site-"));
    mkdirSync(join(root, "blog"));
    writeFileSync(join(root, "blog", "index.html"), PAGE);
    writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
    writeFileSync(join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
    server = createHttp2StaticServer({ root });
    await new Promise((resolve) => server.listen(0, resolve));
    session = connect(`https://localhost:${server.address().port}`, { rejectUnauthorized: false });
  });

  afterAll(async () => {
    session?.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it("serves /x from x/index.html over HTTP/2, brotli-compressed, with the _headers rules", async () => {
    const page = await get(session, "/blog");
    expect(page).toMatchObject({ status: 200, body: PAGE });
    expect(page.headers).toMatchObject({ "content-encoding": "br", "x-frame-options": "DENY" });
  });

  it("answers an unknown address with 404.html and status 404", async () => {
    const missing = await get(session, "/nope");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Not found");
  });
});
