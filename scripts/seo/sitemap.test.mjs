import { describe, expect, it } from "vitest";
import { canonicalUrlOf, describePage, urlPathOf } from "./pages.mjs";
import { alternateProblems, canonicalProblems, robotsTxt, sitemapUrls, sitemapXml } from "./sitemap.mjs";

const SITE = "https://example.com";
const page = (path, head) => ({ path, file: "", html: head, ...describePage(head) });
const canonical = (path) => `<link rel="canonical" href="${SITE}${path === "/" ? "/" : `${path}/`}"/>`;

const PAGES = [
  page("/", canonical("/")),
  page("/profile/education", canonical("/")),
  page("/profile/home", '<meta http-equiv="refresh" content="0;url=/">'),
  page("/blog/a&b", canonical("/blog/a&b")),
  page("/404.html", '<meta name="robots" content="noindex"/>'),
];

const versions = (path) =>
  ["en", "sv", "x-default"]
    .map((lang) => `<link rel="alternate" hrefLang="${lang}" href="${SITE}${lang === "sv" ? "/sv" : ""}${path}/"/>`)
    .join("");
const inLanguage = (lang, head) => `<html lang="${lang}"><head>${head}</head></html>`;
const TWINS = [
  page("/blog", inLanguage("en", canonical("/blog") + versions("/blog"))),
  page("/sv/blog", inLanguage("sv", canonical("/sv/blog") + versions("/blog"))),
];

describe("urlPathOf", () => {
  it("gives pages the trailing-slash URL that static hosts serve x/index.html at", () => {
    expect(canonicalUrlOf("/", SITE)).toBe(`${SITE}/`);
    expect(canonicalUrlOf("/blog/first-post", SITE)).toBe(`${SITE}/blog/first-post/`);
  });

  it("puts them under the site's root when it has a base path", () => {
    expect(canonicalUrlOf("/", "https://kim.github.io/portfolio/")).toBe("https://kim.github.io/portfolio/");
    expect(canonicalUrlOf("/portfolio/alpha", "https://kim.github.io/portfolio/")).toBe("https://kim.github.io/portfolio/portfolio/alpha/");
  });

  it("maps prerendered files to the paths they are served at", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("blog/first-post/index.html")).toBe("/blog/first-post");
    expect(urlPathOf("404.html")).toBe("/404.html");
  });
});

describe("sitemap", () => {
  it("lists each canonical page once, without redirects or the not-found page", () => {
    expect(sitemapUrls(PAGES).map((entry) => entry.loc)).toEqual([`${SITE}/`, `${SITE}/blog/a&b/`]);
  });

  it("escapes URLs in the XML", () => {
    expect(sitemapXml([{ loc: `${SITE}/blog/a&b` }])).toContain("<loc>https://example.com/blog/a&amp;b</loc>");
  });

  it("lists both languages, each with its language versions", () => {
    const entries = sitemapUrls(TWINS);
    expect(entries.map((entry) => entry.loc)).toEqual([`${SITE}/blog/`, `${SITE}/sv/blog/`]);
    const xml = sitemapXml(entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="sv" href="https:\/\/example.com\/sv\/blog\/"\/>/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default" href="https:\/\/example.com\/blog\/"/g)).toHaveLength(2);
  });

  it("is named in robots.txt with an absolute URL", () => {
    expect(robotsTxt(SITE)).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(robotsTxt("https://kim.github.io/portfolio/")).toContain("Sitemap: https://kim.github.io/portfolio/sitemap.xml");
  });
});

describe("canonicalProblems", () => {
  it("accepts section pages that point to their page", () => {
    expect(canonicalProblems(PAGES, SITE)).toEqual([]);
  });

  it("reports a page without a canonical, and one pointing nowhere", () => {
    const problems = canonicalProblems([page("/a", ""), page("/b", canonical("/gone"))], SITE);
    expect(problems).toEqual(["/a: no canonical link", `/b: canonical ${SITE}/gone/ is not a page of this build`]);
  });

  it("reports a canonical chain", () => {
    const problems = canonicalProblems([page("/a", canonical("/b")), page("/b", canonical("/c")), page("/c", canonical("/c"))], SITE);
    expect(problems).toEqual([`/a: canonical ${SITE}/b/ is not self-canonical`]);
  });
});

describe("alternateProblems", () => {
  it("wants a one-language site's pages to name no versions", () => {
    const alone = { ...TWINS[0], alternates: {} };
    expect(alternateProblems([alone], SITE, ["en"])).toEqual([]);
    expect(alternateProblems([TWINS[0]], SITE, ["en"])).toEqual(["/blog: a one-language site names no language versions"]);
  });

  it("accepts twins that name each other", () => {
    expect(alternateProblems(TWINS, SITE, ["en", "sv"])).toEqual([]);
    expect(describePage(TWINS[1].html)).toMatchObject({ lang: "sv", alternates: { en: `${SITE}/blog/`, sv: `${SITE}/sv/blog/` } });
  });

  it("reports a twin that does not name the page back, and a version in the wrong language", () => {
    const lonely = page("/sv/blog", inLanguage("sv", canonical("/sv/blog")));
    expect(alternateProblems([TWINS[0], lonely], SITE, ["en", "sv"])).toEqual([
      `/blog: ${SITE}/sv/blog/ does not name the same language versions back`,
      "/sv/blog: no hreflang=\"sv\" link to itself",
    ]);
    const english = page("/sv/blog", inLanguage("en", canonical("/sv/blog") + versions("/blog")));
    expect(alternateProblems([TWINS[0], english], SITE, ["en", "sv"])).toContain(`/blog: hreflang="sv" ${SITE}/sv/blog/ is in "en"`);
  });

  it("reports a version that is not a page of the build", () => {
    const problems = alternateProblems([TWINS[0]], SITE, ["en", "sv"]);
    expect(problems).toContain(`/blog: hreflang="sv" ${SITE}/sv/blog/ is not a page of this build`);
  });
});
