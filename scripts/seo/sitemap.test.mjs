import { describe, expect, it } from "vitest";
import { canonicalUrlOf, describePage, urlPathOf } from "./pages.mjs";
import { canonicalProblems, robotsTxt, sitemapUrls, sitemapXml } from "./sitemap.mjs";

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

describe("urlPathOf", () => {
  it("gives pages the trailing-slash URL that static hosts serve x/index.html at", () => {
    expect(canonicalUrlOf("/", SITE)).toBe(`${SITE}/`);
    expect(canonicalUrlOf("/blog/first-post", SITE)).toBe(`${SITE}/blog/first-post/`);
  });

  it("maps prerendered files to the paths they are served at", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("blog/first-post/index.html")).toBe("/blog/first-post");
    expect(urlPathOf("404.html")).toBe("/404.html");
  });
});

describe("sitemap", () => {
  it("lists each canonical page once, without redirects or the not-found page", () => {
    expect(sitemapUrls(PAGES)).toEqual([`${SITE}/`, `${SITE}/blog/a&b/`]);
  });

  it("escapes URLs in the XML", () => {
    expect(sitemapXml([`${SITE}/blog/a&b`])).toContain("<loc>https://example.com/blog/a&amp;b</loc>");
  });

  it("is named in robots.txt with an absolute URL", () => {
    expect(robotsTxt(SITE)).toContain("Sitemap: https://example.com/sitemap.xml");
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
