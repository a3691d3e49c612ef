// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ResponsiveImageData } from "./image-types";
import { loadContent } from "./load.server";

const fakeImage = (id: string): ResponsiveImageData => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" });
const load = (folder: string) => loadContent({ root: join(process.cwd(), folder), resolveImage: fakeImage });

// The tests' content (e2e/content) must hold everything the browser specs exercise.
describe("the tests' content", () => {
  it("has at least two projects in each web section and four graphic projects", async () => {
    const { layout } = await load("e2e/content");
    for (const section of ["frontend", "backend", "fullstack"] as const) expect(layout[section].length).toBeGreaterThanOrEqual(2);
    expect(layout["graphic-design"].length).toBeGreaterThanOrEqual(4);
  });

  it("has galleries with tall and wide images, and one project with a single image", async () => {
    const { projects } = await load("e2e/content");
    const galleries = [...projects.values()].map((project) => project.en!.images);
    expect(galleries.some((images) => new Set(images.map((image) => image.span)).size === 2)).toBe(true);
    // The page shows the cover in its header: a gallery of one is the cover plus one image.
    expect([...projects.values()].some(({ en }) => en!.images.filter((image) => image.src.id !== en!.image.id).length === 1)).toBe(true);
  });

  it("has graphic projects with every field of the slide-in panel", async () => {
    const { projects, layout } = await load("e2e/content");
    for (const slug of layout["graphic-design"]) {
      const project = projects.get(slug)!.en;
      expect(project!.projectType).toBe("graphic-design");
      if (project!.projectType !== "graphic-design") continue;
      expect(project!.year).toBeGreaterThan(2000);
      expect([project!.client, project!.goals, project!.role, project!.challenges, project!.testimonial.quote]).not.toContain("");
      expect(project!.tags.length).toBeGreaterThan(0);
    }
  });

  // build:e2e puts two posts on a list page: five make a first, a middle and a last page.
  it("has a top 5 of three to five items, five posts newest first, and short profile lists", async () => {
    const { top5, posts, profile } = await load("e2e/content");
    expect(top5.en!.length).toBeGreaterThanOrEqual(3);
    expect(top5.en!.length).toBeLessThanOrEqual(5);
    expect(posts.en!.length).toBeGreaterThanOrEqual(5);
    expect(posts.en!.map((post) => post.date)).toEqual([...posts.en!.map((post) => post.date)].sort().reverse());
    expect(profile.en!.experience.length).toBeGreaterThanOrEqual(2);
    expect(profile.en!.education.length).toBeGreaterThanOrEqual(2);
    expect(profile.en!.graphicSkills.length).toBeGreaterThanOrEqual(2);
  });

  it("has Swedish text that differs from the English", async () => {
    const { projects, profile } = await load("e2e/content");
    for (const project of projects.values()) expect(project.sv!.description).not.toBe(project.en!.description);
    expect(profile.sv!.aboutMe.intro).not.toBe(profile.en!.aboutMe.intro);
  });
});
