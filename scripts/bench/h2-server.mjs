// The bench's host: the build served as the hosts visitors meet serve it (Netlify, Cloudflare
// Pages, GitHub Pages), over HTTP/2 with TLS and brotli, so that every request shares one
// connection instead of waiting for one of HTTP/1.1's six. The files, the 404 page, the
// compression and the `_headers` rules are those of `npm start`'s static host
// (scripts/static-server.mjs): its request handler runs unchanged under Node's HTTP/2
// compatibility API. The certificate is made for each run (Chromium is started with
// --ignore-certificate-errors). Run as a script: `node scripts/bench/h2-server.mjs [root] [port]`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/** The static host's handler behind HTTP/2 (and HTTP/1.1 for a client without ALPN). */
export function createHttp2StaticServer({ root = "build/client", tls = selfSignedCertificate() } = {}) {
  const [handler] = createStaticServer({ root }).listeners("request");
  return createSecureServer({ ...tls, allowHTTP1: true }, handler);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? "build/client";
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4433);
  createHttp2StaticServer({ root }).listen(port, () => console.log(`Serving ${root} on https://localhost:${port} (HTTP/2)`));
}
