// First-load JavaScript, read from the build: the brotli size (quality 11, as a static host
// precompresses) that the bench's bar and the e2e budget count.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** Bytes after brotli at quality 11, as a static host precompresses (the bench's one measure). */
const brotliSize = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    .length;
// Hashed names: a file's size never changes, and every page shares the large ones.
const sizes = new Map();
const brotliOfFile = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(file);
    sizes.set(file, { raw: bytes.length, brotli: brotliSize(bytes) });
  }
  return sizes.get(file);
};
const fileOf = (url, root) => join(root, decodeURIComponent(new URL(url, "http://localhost").pathname));

export function brotliSizeOfScripts(urls, root = "build/client") {
  let total = 0;
  for (const url of new Set(urls)) total += brotliOfFile(fileOf(url, root)).brotli;
  return total;
}

// A page's module scripts name what it imports at start; a chunk's own static imports come with it.
const BOOTSTRAP_URL = /"(\/assets\/[^"]+\.js)"/g;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{][^"']*?from\s*)?["']([^"']+\.js)["']/g;

/** Site paths of every script a built page loads before it hydrates, its static imports included. */
export function firstLoadScripts(html, root = "build/client") {
  const bootstrap = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  const queue = [...new Set([...bootstrap.matchAll(BOOTSTRAP_URL)].map((m) => m[1]))];
  const seen = new Set();
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const file = fileOf(url, root);
    if (!existsSync(file)) throw new Error(`${url} is loaded at first but not in the build`);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      queue.push(new URL(spec, `http://localhost${url}`).pathname);
    }
  }
  return [...seen];
}

/** A built page's first-load scripts with their sizes, largest first. */
export function firstLoadReport(html, root = "build/client") {
  const scripts = firstLoadScripts(html, root).map((url) => ({ url, ...brotliOfFile(fileOf(url, root)) }));
  scripts.sort((a, b) => b.brotli - a.brotli);
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { scripts, raw: sum("raw"), brotli: sum("brotli") };
}
