// sitemap.xml and robots.txt from the prerendered pages: each canonical URL once, with its language
// versions; redirects, the not-found page and noindex pages left out.
import { canonicalUrlOf } from "./pages.mjs";

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

const indexable = (page) => !page.redirect && !page.noindex && !page.path.endsWith(".html");

/** The sitemap's entries: each canonical URL once, with its language versions. */
export function sitemapUrls(pages) {
  const entries = new Map();
  for (const page of pages) {
    // A section page names the same versions as its canonical page (both follow the canonical).
    if (!indexable(page) || !page.canonical || entries.has(page.canonical)) continue;
    entries.set(page.canonical, { loc: page.canonical, alternates: page.alternates ?? {} });
  }
  return [...entries.values()];
}

export function sitemapXml(entries) {
  const body = entries
    .map(({ loc, alternates = {} }) => {
      const links = Object.entries(alternates).map(
        ([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
      );
      return `  <url>\n    <loc>${escapeXml(loc)}</loc>${links.join("")}\n  </url>`;
    })
    .join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
  );
}

/**
 * Problems with the language versions: every indexable page names itself and each of its
 * versions, and each version names it back with the same set (hreflang must be reciprocal, or
 * search engines ignore it); x-default is the first language's version. A one-language site's
 * pages name no versions at all.
 */
export function alternateProblems(pages, siteRoot, languages) {
  const [defaultLanguage] = languages;
  const byUrl = new Map(pages.map((page) => [canonicalUrlOf(page.path, siteRoot), page]));
  const problems = [];
  for (const page of pages) {
    if (!indexable(page) || !page.canonical || byUrl.get(page.canonical) !== page) continue;
    const versions = page.alternates ?? {};
    if (languages.length < 2) {
      if (Object.keys(versions).length > 0) problems.push(`${page.path}: a one-language site names no language versions`);
      continue;
    }
    const same = JSON.stringify(Object.entries(versions).sort());
    if (!page.lang || versions[page.lang] !== page.canonical) problems.push(`${page.path}: no hreflang="${page.lang}" link to itself`);
    // A post written in one language only is its own x-default.
    const fallback = versions[defaultLanguage] ?? Object.entries(versions).find(([lang]) => lang !== "x-default")?.[1];
    if (versions["x-default"] !== fallback) problems.push(`${page.path}: x-default is not the ${defaultLanguage} page`);
    for (const [lang, href] of Object.entries(versions)) {
      const twin = byUrl.get(href);
      if (!twin) problems.push(`${page.path}: hreflang="${lang}" ${href} is not a page of this build`);
      else if (lang !== "x-default" && twin.lang !== lang) problems.push(`${page.path}: hreflang="${lang}" ${href} is in "${twin.lang}"`);
      else if (JSON.stringify(Object.entries(twin.alternates ?? {}).sort()) !== same)
        problems.push(`${page.path}: ${href} does not name the same language versions back`);
    }
  }
  return problems;
}

/** `siteRoot`: the site's public root, with its base path (crawlers read robots.txt only at a host's root). */
export function robotsTxt(siteRoot) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrlOf("/sitemap.xml", siteRoot).slice(0, -1)}\n`;
}

/** Problems that would send crawlers astray: an indexable page with no canonical, or one
 * whose canonical is not itself an indexable, self-canonical page of this build. */
export function canonicalProblems(pages, siteRoot) {
  const byUrl = new Map(pages.map((page) => [canonicalUrlOf(page.path, siteRoot), page]));
  const problems = [];
  for (const page of pages) {
    if (!indexable(page)) continue;
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
