// The bench's host: the build served as hosts serve it, over HTTP/2 with TLS and brotli, so every
// request shares one connection. `npm start`'s request handler (static-server.mjs) runs unchanged
// under Node's HTTP/2 compatibility API; sirv sends only precompressed files, so it serves a copy
// of the build with a brotli twin beside each text file. Alone: `node scripts/bench/h2-server.mjs [root] [port]`.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { lookup } from "mrmime";
import { createStaticServer } from "../static-server.mjs";

/** A throwaway certificate for localhost, from Debian's openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
        "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout", key, "-out", cert],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of the build in which every text file (or one of no known type) has its `.br` twin. */
function brotliCopy(root) {
  const copy = mkdtempSync(join(tmpdir(), "bench-site-"));
  cpSync(root, copy, { recursive: true });
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    const type = lookup(entry.name);
    if (!entry.isFile() || (type && !/^text\/|json|xml|javascript|svg/.test(type))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length <= 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return copy;
}

/** The static host's handler behind HTTP/2 (and HTTP/1.1 for a client without ALPN). */
export function createHttp2StaticServer({ root = "build/client", tls = selfSignedCertificate() } = {}) {
  const copy = brotliCopy(root);
  const [handler] = createStaticServer({ root: copy }).listeners("request");
  const server = createSecureServer({ ...tls, allowHTTP1: true }, handler);
  server.on("close", () => rmSync(copy, { recursive: true, force: true }));
  return server;
}

/** The host in a child process, so Lighthouse's work in the bench's never delays a response it times. */
export async function startServer(port, root = "build/client") {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), root, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} (is port ${port} free?)`)));
    child.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve());
  });
  return child;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? "build/client";
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4433);
  createHttp2StaticServer({ root }).listen(port, () => console.log(`Serving ${root} on https://localhost:${port} (HTTP/2)`));
}
