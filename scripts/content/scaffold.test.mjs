// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load.server";
import { localDate, newPost, newProject, ScaffoldError } from "./scaffold.mjs";

const VALID = "app/content/__fixtures__/valid";
const fakeImage = (id) => ({ id, width: 160, height: 100, src: `/img/${id}.webp`, avif: "", webp: "" });
const temps = [];

afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A throwaway copy of a valid content folder. */
async function contentCopy() {
  const dir = await mkdtemp(join(tmpdir(), "scaffold-"));
  temps.push(dir);
  await cp(VALID, dir, { recursive: true });
  return dir;
}

describe("newPost", () => {
  it("writes a post in both languages, dated today, that passes the content check", async () => {
    const contentDir = await contentCopy();
    await newPost({ contentDir, slug: "hello-world" });
    const content = await loadContent({ root: contentDir, resolveImage: fakeImage });
    const post = content.posts.sv.find((item) => item.urlTitle === "hello-world");
    expect(post).toMatchObject({ date: localDate(), title: "Ett nytt inlägg", img: { id: "blog/hello-world/cover" } });
    expect(post.content).toContain("<h2>En rubrik</h2>");
  });

  it("makes the post's picture folder, with a placeholder cover and a placeholder picture the text shows", async () => {
    const contentDir = await contentCopy();
    const written = await newPost({ contentDir, slug: "hello-world" });
    const folder = join(contentDir, "images/blog/hello-world");
    expect(written).toEqual(expect.arrayContaining([join(folder, "cover.svg"), join(folder, "figure.svg")]));
    expect(await readFile(join(folder, "cover.svg"), "utf8")).toMatch(/^<svg [^>]*width="1600" height="1000"/);
    expect(await readFile(join(folder, "figure.svg"), "utf8")).toMatch(/^<svg /);
    const content = await loadContent({ root: contentDir, resolveImage: fakeImage });
    for (const lang of ["en", "sv"]) {
      const post = content.posts[lang].find((item) => item.urlTitle === "hello-world");
      expect(post.content).toContain("/img/blog/hello-world/figure.webp");
    }
  });

  it("keeps a picture the owner already put in the post's folder", async () => {
    const contentDir = await contentCopy();
    await newPost({ contentDir, slug: "hello-world" });
    const cover = join(contentDir, "images/blog/hello-world/cover.svg");
    await rm(join(contentDir, "en/blog/hello-world.md"));
    await rm(join(contentDir, "sv/blog/hello-world.md"));
    await writeFile(cover, "<svg mine/>");
    const written = await newPost({ contentDir, slug: "hello-world" });
    expect(written).not.toContain(cover);
    expect(await readFile(cover, "utf8")).toBe("<svg mine/>");
  });

  it.each([
    ["", "Give the new item's slug"],
    ["Hello World", '"Hello World" is not a valid slug'],
    ["first-light", "content/en/blog/first-light.md already exists"],
  ])("refuses the slug %j with a clear message", async (slug, message) => {
    const contentDir = await contentCopy();
    const attempt = newPost({ contentDir, slug });
    await expect(attempt).rejects.toBeInstanceOf(ScaffoldError);
    await expect(attempt).rejects.toThrow(message);
  });
});

describe("newProject", () => {
  it.each(["frontend", "backend", "fullstack", "graphic-design"])(
    "writes a %s project in both languages, with images, listed in its section, that passes the content check",
    async (section) => {
      const contentDir = await contentCopy();
      await newProject({ contentDir, slug: "new-thing", section });
      const content = await loadContent({ root: contentDir, resolveImage: fakeImage });
      expect(content.projects.get("new-thing")?.sv).toMatchObject({ projectType: section, title: "Nytt projekt" });
      expect(content.layout[section].at(-1)).toBe("new-thing");
    },
  );

  it.each([
    [{ slug: "alpha", section: "frontend" }, 'content/portfolio.json already lists "alpha"'],
    [
      { slug: "new-thing", section: "design" },
      'Give the project\'s section with --section frontend|backend|fullstack|graphic-design ("design" is none of them)',
    ],
    [{ slug: "new-thing", section: undefined }, "Give the project's section with --section"],
    [{ slug: "frontend", section: "frontend" }, '"frontend" is the address of a portfolio section'],
    [{ slug: "new_thing", section: "frontend" }, '"new_thing" is not a valid slug'],
  ])("refuses %j with a clear message", async (args, message) => {
    const contentDir = await contentCopy();
    const attempt = newProject({ contentDir, ...args });
    await expect(attempt).rejects.toBeInstanceOf(ScaffoldError);
    await expect(attempt).rejects.toThrow(message);
  });

  it("refuses a slug whose files exist even when no section lists it", async () => {
    const contentDir = await contentCopy();
    await cp(join(contentDir, "en/projects/alpha.json"), join(contentDir, "en/projects/orphan.json"));
    const attempt = newProject({ contentDir, slug: "orphan", section: "frontend" });
    await expect(attempt).rejects.toThrow("content/en/projects/orphan.json already exists");
  });
});
