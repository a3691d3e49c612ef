// @vitest-environment node
import { cp, mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { changeAsAnOwner } from "../../scripts/owner-content-changes.mjs";
import type { ResponsiveImageData } from "./image-types";
import { loadContent } from "./load.server";

const fakeImage = (id: string): ResponsiveImageData => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" });
const load = (folder: string) => loadContent({ root: join(process.cwd(), folder), resolveImage: fakeImage });

// The owner's content/ is checked by the build, never here. What npm test's owner-content check
// does to a copy of it (scripts/owner-content-changes.mjs) must leave content an owner could
// have written: shown here on a copy of the tests' content.
describe("content changed as an owner would", () => {
  it("still passes every content rule, with a name, a section and a project fewer, photos and no blog", async () => {
    const copy = join(await mkdtemp(join(tmpdir(), "owner-copy-")), "content");
    await cp(join(process.cwd(), "e2e/content"), copy, { recursive: true });
    const changes = await changeAsAnOwner(copy);
    const content = await loadContent({ root: copy, resolveImage: fakeImage });
    expect(changes).toEqual([
      'name "Kim Berg"',
      'section "frontend" hidden with []',
      'project "epsilon-board" removed',
      "hero and portrait as JPEG",
      "no blog posts",
    ]);
    expect(content.site.name).toBe("Kim Berg");
    expect(content.layout.frontend).toEqual([]);
    expect(content.projects.has("beta-shop")).toBe(false);
    expect(content.projects.has("epsilon-board")).toBe(false);
    expect(content.top5.en.map((item) => item.urlTitle)).not.toContain("epsilon-board");
    expect(content.posts.en).toEqual([]);
    expect((await readdir(join(copy, "images/hero"))).every((name) => name.endsWith(".jpg"))).toBe(true);
    const portrait = await readFile(join(copy, "images/contact/portrait.jpg"));
    expect(portrait.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

// The tests' content (e2e/content) must hold everything the browser specs exercise.
describe("the tests' content", () => {
  it("has at least two projects in each web section and four graphic projects", async () => {
    const { layout } = await load("e2e/content");
    for (const section of ["frontend", "backend", "fullstack"] as const) expect(layout[section].length).toBeGreaterThanOrEqual(2);
    expect(layout["graphic-design"].length).toBeGreaterThanOrEqual(4);
  });

  it("has galleries with tall and wide images, and one project with a single image", async () => {
    const { projects } = await load("e2e/content");
    const galleries = [...projects.values()].map((project) => project.en.images);
    expect(galleries.some((images) => new Set(images.map((image) => image.span)).size === 2)).toBe(true);
    // The page shows the cover in its header: a gallery of one is the cover plus one image.
    expect([...projects.values()].some(({ en }) => en.images.filter((image) => image.src.id !== en.image.id).length === 1)).toBe(true);
  });

  it("has graphic projects with every field of the slide-in panel", async () => {
    const { projects, layout } = await load("e2e/content");
    for (const slug of layout["graphic-design"]) {
      const project = projects.get(slug)!.en;
      expect(project.projectType).toBe("graphic-design");
      if (project.projectType !== "graphic-design") continue;
      expect(project.year).toBeGreaterThan(2000);
      expect([project.client, project.goals, project.role, project.challenges, project.testimonial.quote]).not.toContain("");
      expect(project.tags.length).toBeGreaterThan(0);
    }
  });

  // build:e2e puts two posts on a list page: five make a first, a middle and a last page.
  it("has a top 5 of three to five items, five posts newest first, and short profile lists", async () => {
    const { top5, posts, profile } = await load("e2e/content");
    expect(top5.en.length).toBeGreaterThanOrEqual(3);
    expect(top5.en.length).toBeLessThanOrEqual(5);
    expect(posts.en.length).toBeGreaterThanOrEqual(5);
    expect(posts.en.map((post) => post.date)).toEqual([...posts.en.map((post) => post.date)].sort().reverse());
    expect(profile.en.experience.length).toBeGreaterThanOrEqual(2);
    expect(profile.en.education.length).toBeGreaterThanOrEqual(2);
    expect(profile.en.graphicSkills.length).toBeGreaterThanOrEqual(2);
  });

  it("has Swedish text that differs from the English", async () => {
    const { projects, profile } = await load("e2e/content");
    for (const project of projects.values()) expect(project.sv.description).not.toBe(project.en.description);
    expect(profile.sv.aboutMe.intro).not.toBe(profile.en.aboutMe.intro);
  });
});
