// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../../app/content/load.server";
import { placeholderImages } from "../../app/content/placeholder-images.server";
import { confirmReplace, EXAMPLE_POST, EXAMPLE_PROJECT, newSite } from "./scaffold.mjs";

const fakeImage = (id) => ({ id, width: 160, height: 100, src: `/img/${id}.webp`, avif: "", webp: "" });
const temps = [];

afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), "new-site-"));
  temps.push(dir);
  return dir;
}

const git = (cwd, ...args) => execFileSync("git", args, { cwd, stdio: "pipe" });

/** A git checkout whose content folder holds one committed file. */
async function committedCheckout() {
  const root = await tempDir();
  git(root, "init", "-q");
  git(root, "config", "user.email", "test@example.com");
  git(root, "config", "user.name", "Test");
  const contentDir = join(root, "content");
  await newSite({ contentDir });
  git(root, "add", "-A");
  git(root, "commit", "-qm", "content");
  return contentDir;
}

describe("newSite", () => {
  it("writes a site that passes the content check, with one example project and post in each language", async () => {
    const contentDir = join(await tempDir(), "content");
    await newSite({ contentDir, date: "2026-01-15" });
    const content = await loadContent({ root: contentDir, resolveImage: fakeImage });
    expect([...content.projects.keys()]).toEqual([EXAMPLE_PROJECT]);
    expect(content.layout).toEqual({ frontend: [EXAMPLE_PROJECT], backend: [], fullstack: [], "graphic-design": [] });
    for (const lang of ["en", "sv"]) {
      expect(content.posts[lang].map((post) => post.urlTitle)).toEqual([EXAMPLE_POST]);
      expect(content.top5[lang].map((item) => item.urlTitle)).toEqual([EXAMPLE_PROJECT]);
      expect(content.profile[lang]).toMatchObject({ experience: [], education: [], hobbies: [] });
    }
  });

  it("replaces the demo: no other project, post or picture is left, and every picture is a marked placeholder", async () => {
    const contentDir = join(await tempDir(), "content");
    await newSite({ contentDir });
    await writeFile(join(contentDir, "en/projects/demo.json"), "{}");
    await newSite({ contentDir });
    expect(await readdir(join(contentDir, "en/projects"))).toEqual([`${EXAMPLE_PROJECT}.json`]);
    const pictures = (await readdir(join(contentDir, "images"), { recursive: true })).filter((name) => name.endsWith(".svg"));
    expect(await placeholderImages(contentDir)).toHaveLength(pictures.length);
    const fixed = ["hero/mobile-light.svg", "not-found/desktop-dark.svg", "contact/portrait.svg", "og/default.svg"];
    expect(pictures).toEqual(expect.arrayContaining(fixed));
  });

  it("keeps the icon set", async () => {
    const contentDir = join(await tempDir(), "content");
    await newSite({ contentDir });
    const icons = '{ "mine": { "title": "Mine", "hex": "000000", "path": "M0 0h24v24H0Z" } }\n';
    await writeFile(join(contentDir, "icons.json"), icons);
    await newSite({ contentDir });
    expect(await readFile(join(contentDir, "icons.json"), "utf8")).toBe(icons);
  });
});

describe("confirmReplace", () => {
  it("goes ahead without asking when everything under content/ is committed", async () => {
    const contentDir = await committedCheckout();
    const ask = vi.fn();
    expect(await confirmReplace({ contentDir, interactive: true, ask })).toEqual({ ok: true });
    expect(ask).not.toHaveBeenCalled();
  });

  it("refuses uncommitted changes without a terminal, naming them and --yes", async () => {
    const contentDir = await committedCheckout();
    await writeFile(join(contentDir, "site.json"), "{}\n");
    await writeFile(join(contentDir, "en/notes.md"), "draft\n");
    const verdict = await confirmReplace({ contentDir, interactive: false, ask: vi.fn() });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain("2 uncommitted changes");
    expect(verdict.message).toContain("site.json");
    expect(verdict.message).toContain("en/notes.md");
    expect(verdict.message).toContain("--yes");
  });

  it("asks at a terminal and refuses unless the answer is yes", async () => {
    const contentDir = await committedCheckout();
    await writeFile(join(contentDir, "site.json"), "{}\n");
    const no = vi.fn().mockResolvedValue("");
    expect(await confirmReplace({ contentDir, interactive: true, ask: no })).toEqual({ ok: false, message: "Nothing was changed." });
    expect(no.mock.calls[0][0]).toMatch(/\[y\/N\] $/);
    const yes = vi.fn().mockResolvedValue("y");
    expect(await confirmReplace({ contentDir, interactive: true, ask: yes })).toEqual({ ok: true });
  });

  it("does not count a deleted file, which git still has", async () => {
    const contentDir = await committedCheckout();
    await rm(join(contentDir, "en/projects"), { recursive: true });
    expect(await confirmReplace({ contentDir, interactive: false, ask: vi.fn() })).toEqual({ ok: true });
  });

  it("goes ahead with --yes whatever is uncommitted", async () => {
    const contentDir = await committedCheckout();
    await writeFile(join(contentDir, "site.json"), "{}\n");
    expect(await confirmReplace({ contentDir, yes: true })).toEqual({ ok: true });
  });
});
