// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { shownPortfolioSections } from "./shown-sections";
import { hasBlogPosts, readShownPortfolioSections } from "./shown-sections.server";

describe("shownPortfolioSections", () => {
  it("shows every section that has projects, in page order", () => {
    expect(shownPortfolioSections({ frontend: ["a"], backend: ["b"], fullstack: ["c"], graphic: ["d"] })).toEqual([
      "my-work", "top-5-projects", "frontend", "backend", "fullstack", "graphic-design",
    ]);
  });

  it("leaves out empty categories but never the hero or the top 5", () => {
    expect(shownPortfolioSections({ frontend: [], backend: ["b"], fullstack: [], graphic: [] })).toEqual([
      "my-work", "top-5-projects", "backend",
    ]);
  });
});

describe("readShownPortfolioSections", () => {
  it("reads content/portfolio.json of the given folder", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sections-"));
    try {
      await writeFile(join(dir, "portfolio.json"), JSON.stringify({ frontend: ["a"], backend: [], fullstack: [], graphic: ["d"] }));
      expect(readShownPortfolioSections(dir)).toEqual(["my-work", "top-5-projects", "frontend", "graphic-design"]);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it("shows everything when the file cannot be read (the content check reports why)", () => {
    expect(readShownPortfolioSections(join(tmpdir(), "no-such-content"))).toHaveLength(6);
  });
});

describe("hasBlogPosts", () => {
  it("is true when the English blog folder holds a Markdown post, false when it is empty or gone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "blog-"));
    try {
      expect(hasBlogPosts(dir)).toBe(false);
      await mkdir(join(dir, "en", "blog"), { recursive: true });
      expect(hasBlogPosts(dir)).toBe(false);
      await writeFile(join(dir, "en", "blog", "hello.md"), "---\n---\n");
      expect(hasBlogPosts(dir)).toBe(true);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
