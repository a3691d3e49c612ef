// sitemap.xml and robots.txt from the pages the build prerendered. A page is listed under its
// canonical URL: section paths (/profile/education) are the same page as their canonical one
// and are listed once; redirects, the not-found page and noindex pages are left out.
import { canonicalUrlOf } from "./pages.mjs";

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

export function sitemapUrls(pages) {
  const urls = [];
  for (const page of pages) {
    if (page.redirect || page.noindex || !page.canonical || page.path.endsWith(".html")) continue;
    if (!urls.includes(page.canonical)) urls.push(page.canonical);
  }
  return urls;
}

export function sitemapXml(urls) {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}

/** Problems that would send crawlers astray: an indexable page with no canonical, or one
 * whose canonical is not itself an indexable, self-canonical page of this build. */
export function canonicalProblems(pages, siteUrl) {
  const byUrl = new Map(pages.map((page) => [canonicalUrlOf(page.path, siteUrl), page]));
  const problems = [];
  for (const page of pages) {
    if (page.redirect || page.noindex || page.path.endsWith(".html")) continue;
    if (!page.canonical) {
      problems.push(`${page.path}: no canonical link`);
      continue;
    }
    const target = byUrl.get(page.canonical);
    if (!target) problems.push(`${page.path}: canonical ${page.canonical} is not a page of this build`);
    else if (target.canonical !== page.canonical) problems.push(`${page.path}: canonical ${page.canonical} is not self-canonical`);
  }
  return problems;
}
