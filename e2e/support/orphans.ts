import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_PATH_RECORD } from "../../scripts/base-path.mjs";
import { CLIENT_DIR } from "../../scripts/build-dir.mjs";
import { readPages } from "../../scripts/seo/pages.mjs";
import { at } from "./base-path";

/**
 * The sitemap's pages that no other built page links with an `<a href>` in their canonical form
 * (the sitemap's own, with its trailing slash). A crawler, and a visitor without JavaScript, can
 * reach a page only through such a link: a button that opens it from script does not count, nor
 * does a redirect page, the shared 404 page or the page's link to itself. The site's root needs
 * none: it is where visitors and crawlers enter (a one-language site has no link to it, as the
 * logo leads to /profile/#home and no language chooser names it).
 */
export async function orphanPages(root = join(process.cwd(), CLIENT_DIR)): Promise<{ listed: number; orphans: string[] }> {
  const sitemap = readFileSync(join(root, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
  const origin = listed[0]?.origin;
  const linkedFrom = new Map<string, Set<string>>();
  for (const page of await readPages(root)) {
    if (page.redirect || page.path.endsWith(".html")) continue;
    const own = at(page.path === "/" ? "/" : `${page.path}/`);
    for (const [, raw] of page.html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
      const url = new URL(raw!.replaceAll("&amp;", "&"), `${origin}${own}`);
      if (url.origin !== origin || url.pathname === own) continue;
      linkedFrom.set(url.pathname, (linkedFrom.get(url.pathname) ?? new Set()).add(own));
    }
  }
  const entry = readFileSync(join(root, "..", BASE_PATH_RECORD), "utf8").trim() || "/";
  return { listed: listed.length, orphans: listed.map((url) => url.pathname).filter((path) => path !== entry && !linkedFrom.has(path)) };
}
