// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

// The real catalogue over the real content/, with the image pipeline stood in for.
vi.mock("./images.server", () => ({
  resolveImage: (id: string) => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" }),
}));
const catalog = await import("./catalog.server");

// The demo's projects (the owner replaces them; no rule requires them).
const DEMO_PROJECT_SLUGS = [
  "brutal-beats", "the-movie-db", "msb", "photo-app", "slowfashion-api", "printagon-graphics",
  "prodigies", "coffee-shop", "skjortkravallerna", "fred-for-kvall", "tyckte-jag-horde-hundar",
  "skjort-kravallerna",
];

describe("the catalogue", () => {
  it("lists every project and post slug for prerendering", async () => {
    const slugs = await catalog.listProjectSlugs();
    expect(slugs).toEqual(expect.arrayContaining([...DEMO_PROJECT_SLUGS]));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect((await catalog.listBlogSlugs()).length).toBeGreaterThanOrEqual(4);
  });

  it("finds a project in both languages, or null", async () => {
    const msb = await catalog.findProject("msb");
    expect(msb?.en.title).toBe("MSB preparedness checklist");
    expect(msb?.sv.title).toBe("MSB beredskapslista");
    expect(msb?.en.image).toMatchObject({ id: "projects/msb/cover" });
    expect(await catalog.findProject("nope")).toBeNull();
  });

  it("finds a post, or null", async () => {
    const [slug] = await catalog.listBlogSlugs();
    const post = await catalog.findBlogPost(slug!);
    expect(post?.sv.urlTitle).toBe(slug);
    expect(await catalog.findBlogPost("nope")).toBeNull();
  });

  it("gives the portfolio page cards with plain-text descriptions and whole graphic projects", async () => {
    const { en, sv } = await catalog.getPortfolio();
    expect(en.top5).toHaveLength(5);
    expect(en.frontend[0]).not.toHaveProperty("images");
    expect(en.frontend.every((card) => !card.description.includes("<"))).toBe(true);
    expect(en.graphic).toHaveLength(11);
    expect(en.graphic[0]).toHaveProperty("testimonial");
    expect(sv.backend.map((card) => card.urlTitle)).toEqual(en.backend.map((card) => card.urlTitle));
  });

  it("gives the blog list cards with a plain-text excerpt long enough for 160 characters", async () => {
    const { en } = await catalog.getBlogPosts();
    for (const card of en) {
      expect(card).not.toHaveProperty("content");
      expect(card.excerpt.length).toBeGreaterThan(160);
      expect(card.excerpt).not.toMatch(/[<>]/);
    }
  });

  it("gives the profile and the site configuration", async () => {
    expect((await catalog.getProfile()).sv.hobbies.length).toBeGreaterThan(0);
    expect((await catalog.getSite()).email).toMatch(/@/);
  });
});
