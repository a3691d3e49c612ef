// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

// The tests' content (five posts and a draft) with two posts to a list page, as build:e2e builds it.
vi.stubEnv("CONTENT_DIR", "e2e/content");
vi.stubEnv("BLOG_PAGE_SIZE", "2");
vi.mock("./content/images.server", () => ({
  resolveImage: (id: string) => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" }),
}));
const { prerenderPaths } = await import("./prerender-paths");

describe("prerenderPaths", () => {
  it("prerenders every page of the blog list in both languages, page 1 at /blog only", async () => {
    const paths = await prerenderPaths();
    const listPages = paths.filter((path) => /^(\/sv)?\/blog(\/page\/.*)?$/.test(path));
    expect(listPages).toEqual(["/blog", "/blog/page/2", "/blog/page/3", "/sv/blog", "/sv/blog/page/2", "/sv/blog/page/3"]);
  });

  it("still prerenders every post and both feeds", async () => {
    const paths = await prerenderPaths();
    for (const slug of ["testing-with-fixtures", "the-last-page"]) {
      expect(paths).toContain(`/blog/${slug}`);
      expect(paths).toContain(`/sv/blog/${slug}`);
    }
    expect(paths).toEqual(expect.arrayContaining(["/blog/rss.xml", "/blog/rss-sv.xml"]));
  });

  it("leaves a draft post out", async () => {
    const paths = await prerenderPaths();
    expect(paths.filter((path) => path.includes("a-draft"))).toEqual([]);
  });
});
