import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dayOf2025, generateScaleContent } from "./scale-content.mjs";

const VALID = "app/content/__fixtures__/valid";
let target;

afterEach(async () => {
  if (target) await rm(target, { recursive: true, force: true });
});

describe("generateScaleContent", () => {
  it("adds posts and projects in both languages and places every project in a section", async () => {
    target = join(await mkdtemp(join(tmpdir(), "scale-test-")), "content");
    await generateScaleContent({ source: VALID, target, posts: 7, projects: 9 });
    for (const lang of ["en", "sv"]) {
      expect((await readdir(join(target, lang, "blog"))).filter((f) => f.startsWith("scale-post-"))).toHaveLength(7);
      expect((await readdir(join(target, lang, "projects"))).filter((f) => f.startsWith("scale-project-"))).toHaveLength(9);
    }
    const layout = JSON.parse(await readFile(join(target, "portfolio.json"), "utf8"));
    expect(Object.values(layout).flat().filter((slug) => slug.startsWith("scale-project-"))).toHaveLength(9);
    const post = await readFile(join(target, "sv", "blog", "scale-post-3.md"), "utf8");
    expect(post).toMatch(/^---\n[\s\S]*^urlTitle: scale-post-3$[\s\S]*^date: 2025-01-04$[\s\S]*^---\n/m);
    expect(await readdir(join(target, "images"))).not.toHaveLength(0);
  });

  it("spreads dates over 2025", () => {
    expect(dayOf2025(0)).toBe("2025-01-01");
    expect(dayOf2025(364)).toBe("2025-12-31");
    expect(dayOf2025(365)).toBe("2025-01-01");
  });
});
