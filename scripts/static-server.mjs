// A static host in miniature, on sirv: `/x` → x, x.html or x/index.html, else 404.html with 404;
// the build's `_headers` applied; under a base path ("/portfolio/") served there, as GitHub Pages does.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { mimes } from "mrmime";
import sirv from "sirv";

// sirv takes its types from mrmime, which leaves out the icon format browsers ask for at /favicon.ico.
mimes.ico ??= "image/x-icon";

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

/** The path inside the build of an address under `base`, or null for one outside it. */
export function pathInBase(pathname, base = "/") {
  if (base === "/" || pathname === null) return pathname;
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
}

function pathOf(url) {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return null;
  }
}

export function createStaticServer({ root: rootDir = "build/client", base = "/", log = false } = {}) {
  const root = resolve(rootDir);
  // The address each response answers, for the rules sirv's callbacks apply.
  const addresses = new WeakMap();
  let rules = [];
  let notFound = Buffer.from("Not found");
  // Read once, like sirv's own index of the files: the server serves one finished build.
  const ready = Promise.all([
    readFile(join(root, "_headers"), "utf8").then((text) => (rules = parseHeadersFile(text)), () => {}),
    readFile(join(root, "404.html")).then((body) => (notFound = body), () => {}),
  ]);
  const applyRules = (res, address) => {
    for (const rule of rules) {
      if (matchesPattern(rule.pattern, address)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
  };
  const sendNotFound = (req, res, address) => {
    applyRules(res, address ?? "/");
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": notFound.length });
    res.end(req.method === "HEAD" ? undefined : notFound);
  };
  const files = sirv(root, {
    extensions: ["html"],
    brotli: true,
    gzip: true,
    // The _headers rules are matched on the address as the browser asked for it, base path included.
    // Each request looks at the folder (sirv's "dev"), so a server left running serves the next
    // build; every file revalidates by its ETag unless a _headers rule (assets, images) says more.
    dev: true,
    etag: true,
    setHeaders: (res) => applyRules(res, addresses.get(res) ?? "/"),
    onNoMatch: (req, res) => sendNotFound(req, res, addresses.get(res)),
  });

  return createServer(async (req, res) => {
    await ready;
    if (log) res.on("finish", () => console.log(res.statusCode, req.method, req.url));
    const url = req.url ?? "/";
    const address = pathOf(url);
    addresses.set(res, address);
    if (base !== "/" && address === base.slice(0, -1)) {
      res.writeHead(301, { Location: base + (url.includes("?") ? url.slice(url.indexOf("?")) : "") }).end();
      return;
    }
    const inBuild = pathInBase(address, base);
    // The not-found page's own address answers as a missing page does.
    if (inBuild === null || inBuild.includes("\0") || /^\/404\/?$/.test(inBuild)) {
      sendNotFound(req, res, address);
      return;
    }
    if (base !== "/") req.url = url.slice(base.length - 1);
    files(req, res);
  });
}
