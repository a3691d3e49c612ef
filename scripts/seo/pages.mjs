// The prerendered pages as the build wrote them: every HTML file in the client build, with
// what the sitemap and the security headers need to know about it.
import { readdir, readFile } from "node:fs/promises";
import { join, sep } from "node:path";

/** `index.html` → `/`, `blog/first-post/index.html` → `/blog/first-post`, `404.html` → `/404.html`. */
export function urlPathOf(file) {
  const parts = file.split(sep).join("/");
  if (parts === "index.html") return "/";
  if (parts.endsWith("/index.html")) return `/${parts.slice(0, -"/index.html".length)}`;
  return `/${parts}`;
}

/** The canonical URL of a page path under the site's root: `/x/`, as static hosts serve `x/index.html`. */
export function canonicalUrlOf(path, siteRoot) {
  const root = siteRoot.endsWith("/") ? siteRoot : `${siteRoot}/`;
  return new URL(path === "/" ? "./" : `.${path}/`, new URL(root)).href;
}

const ALTERNATE = /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi;

export function describePage(html) {
  const canonical = html.match(/<link[^>]+rel="canonical"[^>]*href="([^"]+)"/)?.[1] ?? null;
  return {
    lang: html.match(/<html[^>]* lang="([^"]+)"/)?.[1] ?? null,
    /** hreflang → URL of the page's language versions (its own included), as in its <head>. */
    alternates: Object.fromEntries([...html.matchAll(ALTERNATE)].map(([, lang, href]) => [lang, href])),
    redirect: /<meta[^>]+http-equiv="refresh"/i.test(html),
    noindex: /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html),
    canonical,
  };
}

/** Every HTML page in the build, sorted by path. */
export async function readPages(root) {
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".html") && !file.startsWith("__"));
  const pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(join(root, file), "utf8");
      return { file, path: urlPathOf(file), html, ...describePage(html) };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
