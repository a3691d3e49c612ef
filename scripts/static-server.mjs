// A static host in miniature: what Netlify, Cloudflare Pages or nginx do with the build.
// `/x` → x (a file), x/index.html or x.html; anything else → 404.html with status 404.
// Text is gzip- or brotli-compressed, hashed assets are cached for a year, and the
// `_headers` file in the build (Netlify's format) is applied. Under a base path (`base`,
// "/portfolio/") the build is served there, as GitHub Pages serves a project site: `/portfolio`
// redirects to `/portfolio/`, and any address outside it is a 404.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".data", ".xml", ".txt", ".svg", ".webmanifest"]);

/** Parses Netlify's `_headers`: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const at = raw.indexOf(":");
      if (at > 0) current.headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export function matchesPattern(pattern, pathname) {
  const regex = new RegExp(
    "^" + pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$",
  );
  return regex.test(pathname);
}

function decodePath(url) {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return null;
  }
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function locate(root, pathname) {
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const candidates = pathname.endsWith("/")
    ? [join(target, "index.html")]
    : [target, join(target, "index.html"), `${target}.html`];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

/** The path inside the build of an address under `base`, or null for one outside it. */
export function pathInBase(pathname, base = "/") {
  if (base === "/" || pathname === null) return pathname;
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
}

export function createStaticServer({ root: rootDir = "build/client", base = "/", log = false } = {}) {
  const root = resolve(rootDir);
  const cache = new Map();
  let rulesPromise = null;
  const rules = () =>
    (rulesPromise ??= readFile(join(root, "_headers"), "utf8").then(parseHeadersFile, () => []));

  return createServer(async (req, res) => {
    const address = decodePath(req.url ?? "/");
    if (base !== "/" && address === base.slice(0, -1)) {
      const url = req.url ?? "";
      res.writeHead(301, { Location: base + (url.includes("?") ? url.slice(url.indexOf("?")) : "") }).end();
      if (log) console.log(301, req.method, req.url);
      return;
    }
    const pathname = pathInBase(address, base);
    let file = pathname === null || pathname.includes("\0") ? null : await locate(root, pathname);
    let status = 200;
    if (!file || file.endsWith(`${sep}404.html`) && pathname !== "/404.html") {
      file = join(root, "404.html");
      status = 404;
    }
    const ext = extname(file);
    let body;
    let version;
    try {
      body = await readFile(file);
      version = (await stat(file)).mtimeMs;
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }

    res.setHeader("Content-Type", CONTENT_TYPES[ext] ?? "application/octet-stream");
    res.setHeader("Vary", "Accept-Encoding");
    const urlPath = pathname ?? "/";
    const fullPath = address ?? "/";
    res.setHeader(
      "Cache-Control",
      urlPath.startsWith("/assets/") && status === 200
        ? "public, max-age=31536000, immutable"
        : ext === ".html" || ext === ".data"
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=3600",
    );
    for (const rule of await rules()) {
      if (matchesPattern(rule.pattern, fullPath)) for (const [k, v] of rule.headers) res.setHeader(k, v);
    }

    const accept = String(req.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
      if (encoding) {
        const key = `${encoding}:${file}:${version}`;
        let packed = cache.get(key);
        if (!packed) {
          packed =
            encoding === "br"
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(body, { level: 9 });
          cache.set(key, packed);
        }
        body = packed;
        res.setHeader("Content-Encoding", encoding);
      }
    }
    res.setHeader("Content-Length", body.length);
    res.writeHead(status);
    res.end(req.method === "HEAD" ? undefined : body);
    if (log) console.log(status, req.method, req.url);
  });
}
