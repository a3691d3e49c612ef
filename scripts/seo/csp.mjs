// Content-Security-Policy per page, listing the hashes of its own inline scripts instead of
// 'unsafe-inline', as a <meta>: `_headers` cannot reach the 404 page and GitHub Pages sets no
// headers (docs/decisions/0006). What a <meta> cannot say goes into `_headers` (headers.mjs).
import { createHash } from "node:crypto";

const EMAILJS_ORIGIN = "https://api.emailjs.com";

/** Directives shared by the <meta> policy and the `_headers` policy. */
export const COMMON_DIRECTIVES = [
  "img-src 'self'",
  "font-src 'self'",
  "media-src 'self'",
  `connect-src 'self' ${EMAILJS_ORIGIN}`,
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'self'",
  // The contact form falls back to the visitor's mail program when no provider is set up.
  "form-action 'self' mailto:",
  "manifest-src 'self'",
  "worker-src 'self'",
];

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };
const decodeAttribute = (value) => value.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name) => ENTITIES[name]);

/** Inline scripts that run: not external, not data blocks such as JSON-LD. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = "", body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/.test(attributes)) continue;
    const type = attributes.match(/\stype="([^"]*)"/)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push(body);
  }
  return scripts;
}

/** Inline styles: <style> elements and style="" attributes, outside scripts. */
export function inlineStyles(html) {
  const markup = html.replace(/<script[\s\S]*?<\/script>/gi, "");
  const elements = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "");
  const attributes = [...markup.matchAll(/\sstyle="([^"]*)"/gi)].map((m) => decodeAttribute(m[1] ?? ""));
  return { elements, attributes };
}

const unique = (items) => [...new Set(items)];

export function pagePolicy(html) {
  const scripts = unique(inlineScripts(html).map(sha256));
  const { elements, attributes } = inlineStyles(html);
  const styleHashes = unique([...elements, ...attributes].map(sha256));
  const style = attributes.length ? ["'self'", "'unsafe-hashes'", ...styleHashes] : ["'self'", ...styleHashes];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    ["style-src", ...style].join(" "),
    ...COMMON_DIRECTIVES,
  ].join("; ");
}

/** Puts the page's policy first in <head>, right after the charset, before any script or style. */
export function withPolicy(html) {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error("page already has a policy");
  const tag = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html)}"/>`;
  const charset = html.match(/<meta charSet="utf-8"\/?>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return html.slice(0, at) + tag + html.slice(at);
  }
  const head = html.match(/<head[^>]*>/i);
  if (head?.index === undefined) throw new Error("page has no <head>");
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
