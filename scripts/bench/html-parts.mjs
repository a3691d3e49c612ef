// What a page's HTML is made of, read from the built file: its compressed size (brotli quality
// 11, as the bench counts it everywhere; gzip 9 beside it), the same without the site's
// stylesheet, which each page carries in its head instead of linking it (`markupBrotli`: the
// bytes the HTML goals were set on, when the stylesheet was a file of its own), the loader data
// that hydrates it and the inline SVG it draws. The lighter-first-load goals use these terms.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { brotliSize } from "./script-size.mjs";

const LOADER_DATA = /<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g;
const SVG = /<svg[\s>][\s\S]*?<\/svg>/g;
const STYLE = /<style[\s>][\s\S]*?<\/style>/g;
const sum = (matches) => matches.reduce((total, match) => total + Buffer.byteLength(match[0]), 0);

export function htmlParts(html) {
  const bytes = Buffer.from(html);
  return {
    brotli: brotliSize(bytes),
    markupBrotli: brotliSize(Buffer.from(html.replace(STYLE, ""))),
    gzip: gzipSync(bytes, { level: 9 }).length,
    loaderData: sum([...html.matchAll(LOADER_DATA)]),
    inlineSvg: sum([...html.matchAll(SVG)]),
  };
}

/** The built file a site path is served from (`/blog` → build/client/blog/index.html). */
export function builtHtml(path, root = "build/client") {
  const clean = path.replace(/\/+$/, "");
  return readFileSync(join(root, clean, "index.html"), "utf8");
}
