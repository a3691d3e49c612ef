import { describe, expect, it } from "vitest";
import { feedLanguage, feedPath, isBlogPostPath, listPagePath, postPath } from "./blog-paths";

describe("blog paths", () => {
  it("encodes a urlTitle into one path segment", () => {
    expect(postPath("from-cmyk-to-oklch")).toBe("/blog/from-cmyk-to-oklch");
    expect(postPath("a/b c")).toBe("/blog/a%2Fb%20c");
  });

  it("knows which paths are a single post's", () => {
    expect(isBlogPostPath("/blog/nope")).toBe(true);
    expect(isBlogPostPath("/blog/%E0%A4%A")).toBe(true);
    expect(isBlogPostPath("/blog")).toBe(false);
    expect(isBlogPostPath("/blog/nope/deeper")).toBe(false);
    expect(isBlogPostPath("/portfolio/nope")).toBe(false);
  });

  it("puts page 1 of the list at /blog and the later pages under /blog/page/", () => {
    expect(listPagePath(1)).toBe("/blog");
    expect(listPagePath(2)).toBe("/blog/page/2");
    expect(listPagePath(46)).toBe("/blog/page/46");
  });

  it("does not take a list page for a post", () => {
    expect(isBlogPostPath(listPagePath(2))).toBe(false);
  });

  it("maps each feed path to its language", () => {
    expect(feedLanguage(feedPath("en"))).toBe("en");
    expect(feedLanguage(feedPath("sv"))).toBe("sv");
    expect(feedLanguage("/blog/rss-de.xml")).toBeNull();
  });
});
