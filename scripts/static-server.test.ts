// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, matchesPattern, parseHeadersFile, pathInBase } from "./static-server.mjs";

const root = mkdtempSync(join(tmpdir(), "static-"));
const page = "<!doctype html><title>About</title>" + "<p>text</p>".repeat(100);
mkdirSync(join(root, "about"));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
writeFileSync(join(root, "about/index.html"), page);
writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
writeFileSync(join(root, "assets/app-abc123.js"), "console.log('hi');".repeat(100));
writeFileSync(join(root, "assets/app-abc123.js.gz"), gzipSync("console.log('hi');".repeat(100)));
writeFileSync(
  join(root, "_headers"),
  "/*\n  X-Frame-Options: DENY\n/about\n  X-Test: about\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
);

const server = createStaticServer({ root });
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("static server", () => {
  it("serves /x from x/index.html, with its content type", async () => {
    const response = await fetch(`${base}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(await response.text()).toContain("<title>About</title>");
  });

  it("answers unknown and malformed paths with 404.html and status 404", async () => {
    for (const path of ["/nope", "/404", "/portfolio/%E0%A4%A", "/../etc/passwd"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Not found");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("sends a file's precompressed twin to a browser that accepts it", async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes it: the body is the script.
    expect(await response.text()).toContain("console.log");
    expect((await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip" } })).headers.get("content-encoding")).toBeNull();
  });

  it("caches what _headers says for a year and revalidates the rest", async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript");
    const html = await fetch(`${base}/`);
    expect(html.headers.get("cache-control")).toBe("no-cache");
  });

  it("applies the _headers file", async () => {
    const response = await fetch(`${base}/about`);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-test")).toBe("about");
    expect((await fetch(`${base}/`)).headers.get("x-test")).toBeNull();
  });
});

describe("static server under a base path", () => {
  const prefixed = createStaticServer({ root, base: "/portfolio/" });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => prefixed.listen(0, resolve));
    origin = `http://localhost:${(prefixed.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => prefixed.close(() => resolve())));

  it("serves the build under the base path", async () => {
    expect(await (await fetch(`${origin}/portfolio/`)).text()).toContain("<title>Home</title>");
    expect(await (await fetch(`${origin}/portfolio/about/`)).text()).toContain("<title>About</title>");
    expect((await fetch(`${origin}/portfolio/assets/app-abc123.js`)).headers.get("content-type")).toBe("text/javascript");
  });

  it("answers addresses outside it, and unknown ones inside it, with 404.html", async () => {
    for (const path of ["/", "/about/", "/portfolio/nope/"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Not found");
    }
  });

  it("redirects the base path without its slash, keeping the query", async () => {
    const response = await fetch(`${origin}/portfolio?lng=sv`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/portfolio/?lng=sv");
  });
});

describe("pathInBase", () => {
  it("takes the base path off, and finds nothing outside it", () => {
    expect(pathInBase("/portfolio/sv/", "/portfolio/")).toBe("/sv/");
    expect(pathInBase("/portfolio/", "/portfolio/")).toBe("/");
    expect(pathInBase("/sv/", "/portfolio/")).toBeNull();
    expect(pathInBase("/sv/", "/")).toBe("/sv/");
  });
});

describe("_headers parsing", () => {
  it("reads patterns and their indented headers", () => {
    expect(parseHeadersFile("/assets/*\n  Cache-Control: immutable\n# note\n/x\n  A: b: c\n")).toEqual([
      { pattern: "/assets/*", headers: [["Cache-Control", "immutable"]] },
      { pattern: "/x", headers: [["A", "b: c"]] },
    ]);
  });
  it("matches splats", () => {
    expect(matchesPattern("/assets/*", "/assets/a.js")).toBe(true);
    expect(matchesPattern("/blog", "/blog/x")).toBe(false);
  });
});
