// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

// The real catalogue over the tests' content, chosen the way a build chooses it (CONTENT_DIR),
// with the image pipeline stood in for.
vi.stubEnv("CONTENT_DIR", "e2e/content");
const PROJECT_FILES = readdirSync("e2e/content/en/projects").map((name) => name.replace(/\.json$/, ""));
vi.mock("./images.server", () => ({
  resolveImage: (id: string) => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" }),
}));
const catalog = await import("./catalog.server");

describe("the catalogue", () => {
  it("lists every project and post slug for prerendering", async () => {
    const slugs = await catalog.listProjectSlugs();
    expect([...slugs].sort()).toEqual([...PROJECT_FILES].sort());
    expect(await catalog.listBlogSlugs()).toEqual([
      "testing-with-fixtures",
      "a-quiet-build",
      "paged-lists",
      "small-steps",
      "the-last-page",
      "a-year-before",
    ]);
  });

  it("lists the graphic grid's projects, whose panels have texts files of their own", async () => {
    const layout = JSON.parse(readFileSync("e2e/content/portfolio.json", "utf8")) as { "graphic-design": string[] };
    expect(await catalog.listGraphicSlugs()).toEqual(layout["graphic-design"]);
  });

  it("finds a project in the language asked for, or null", async () => {
    const en = await catalog.findProject("alpha-studio", "en");
    expect(en?.title).toBe("Alpha Studio");
    expect(en?.image).toMatchObject({ id: "projects/alpha-studio/cover" });
    expect((await catalog.findProject("alpha-studio", "sv"))?.subTitle).toBe("Alpha Studio, ett exempelprojekt i frontend för testerna");
    expect(await catalog.findProject("nope", "en")).toBeNull();
  });

  it("finds a post in the language asked for, or null", async () => {
    const [slug] = await catalog.listBlogSlugs();
    const [en, sv] = await Promise.all([catalog.findBlogPost(slug!, "en"), catalog.findBlogPost(slug!, "sv")]);
    expect(sv?.urlTitle).toBe(slug);
    expect(sv?.title).not.toBe(en?.title);
    expect(await catalog.findBlogPost("nope", "sv")).toBeNull();
  });

  it("gives the portfolio page cards with plain-text descriptions and whole graphic projects", async () => {
    const [en, sv] = await Promise.all([catalog.getPortfolio("en"), catalog.getPortfolio("sv")]);
    expect(en.top5).toHaveLength(5);
    expect(en.frontend[0]).not.toHaveProperty("images");
    expect(en.frontend.every((card) => !card.description.includes("<"))).toBe(true);
    expect(en.graphic).toHaveLength(8);
    expect(en.graphic[0]).toHaveProperty("testimonial");
    expect(sv.backend.map((card) => card.urlTitle)).toEqual(en.backend.map((card) => card.urlTitle));
  });

  it("gives the blog list cards with a plain-text excerpt long enough for 160 characters", async () => {
    const en = await catalog.getBlogPosts("en");
    for (const card of en) {
      expect(card).not.toHaveProperty("content");
      expect(card.excerpt.length).toBeGreaterThan(160);
      expect(card.excerpt).not.toMatch(/[<>]/);
    }
  });

  it("gives one stretch of the posts as cards, newest first, in either language", async () => {
    const [en, sv] = await Promise.all([catalog.getBlogPostCards(2, 4, "en"), catalog.getBlogPostCards(2, 4, "sv")]);
    expect(en.map((card) => card.urlTitle)).toEqual(["paged-lists", "small-steps"]);
    expect(sv.map((card) => card.urlTitle)).toEqual(["paged-lists", "small-steps"]);
    expect(sv[0]?.title).toBe("Listor i sidor");
    expect((await catalog.getBlogPostCards(4, 6, "en")).map((card) => card.urlTitle)).toEqual(["the-last-page", "a-year-before"]);
    expect((await catalog.getBlogPostCards(6, 8, "en")).map((card) => card.urlTitle)).toEqual([]);
  });

  it("links every post by slug and title, newest first, in the language asked for", async () => {
    const links = await catalog.listBlogPostLinks("sv");
    expect(links.map((link) => link.urlTitle)).toEqual(await catalog.listBlogSlugs());
    expect(links.at(-1)).toEqual({ urlTitle: "a-year-before", title: "Ett år tidigare" });
  });

  it("gives the profile and the site configuration", async () => {
    expect((await catalog.getProfile("sv")).hobbies.length).toBeGreaterThan(0);
    expect((await catalog.getSite()).email).toBe(JSON.parse(readFileSync("e2e/content/site.json", "utf8")).email);
  });
});
