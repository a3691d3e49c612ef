// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ResponsiveImage } from "./image-types";
import { loadContent } from "./load.server";

const fakeImage = (id: string): ResponsiveImage => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" });
const load = () => loadContent({ root: join(process.cwd(), "content"), resolveImage: fakeImage });

// The demo's projects (the owner replaces them; no rule requires them).
const DEMO_PROJECT_SLUGS = [
  "brutal-beats", "the-movie-db", "msb", "photo-app", "slowfashion-api", "printagon-graphics",
  "prodigies", "coffee-shop", "skjortkravallerna", "fred-for-kvall", "tyckte-jag-horde-hundar",
  "skjort-kravallerna",
];

// The real content under content/: valid, complete and in both languages .
describe("the site's content", () => {
  it("passes every rule and holds the demo projects in their sections", async () => {
    const content = await load();
    for (const slug of DEMO_PROJECT_SLUGS) expect(content.projects.has(slug)).toBe(true);
    expect(content.top5.en).toHaveLength(5);
    expect(content.top5.en.map((item) => item.urlTitle)).toContain("skjort-kravallerna");
    expect(content.layout.graphic.length).toBeGreaterThanOrEqual(11);
    for (const section of ["frontend", "backend", "fullstack"] as const) {
      expect(content.layout[section].length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every project tall and wide gallery images", async () => {
    const { projects } = await load();
    for (const [slug, project] of projects) {
      const spans = new Set(project.en.images.map((image) => image.span));
      expect([slug, [...spans].sort()]).toEqual([slug, ["tall", "wide"]]);
    }
  });

  it("has at least four blog posts dated 2025, newest first", async () => {
    const { posts } = await load();
    expect(posts.en.length).toBeGreaterThanOrEqual(4);
    expect(posts.en.every((post) => post.date.startsWith("2025-"))).toBe(true);
    expect(posts.en.map((post) => post.date)).toEqual([...posts.en.map((post) => post.date)].sort().reverse());
  });

  it("holds the profile of spec §9: seven jobs, five schools, the graphic percentages", async () => {
    const { profile } = await load();
    expect(profile.en.experience.map((entry) => entry.title)).toEqual(["Brutal", "Prodigies", "Omegapoint", "AllaTiders", "Slowfashion", "Printagon", "Stumpen"]);
    expect(profile.sv.education).toHaveLength(5);
    expect(profile.en.graphicSkills.map(({ name, percentage }) => `${name} ${percentage}`)).toEqual(["PhotoShop 80", "Illustrator 90", "InDesign 60", "UX / UI 40"]);
    expect(profile.en.webSkills).toHaveLength(9);
  });

  it("has Swedish text that differs from the English", async () => {
    const { projects, profile } = await load();
    expect(projects.get("msb")?.sv.description).not.toBe(projects.get("msb")?.en.description);
    expect(profile.sv.aboutMe.intro).toMatch(/Jag är webbutvecklare/);
  });
});
