// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../i18n/languages";
import { BLOG_PAGE_SIZE } from "../lib/constants";
import { shownPortfolioSections } from "./shown-sections";
import { blogPageSize, blogPostCounts, readBlogShown, readShownPortfolioSections } from "./shown-sections.server";

/** The posts of the language with the most. */
const fullest = (dir: string, drafts?: boolean) => Math.max(...Object.values(blogPostCounts(dir, drafts)));

describe("shownPortfolioSections", () => {
  it("shows every section that has projects, in page order", () => {
    expect(shownPortfolioSections({ frontend: ["a"], backend: ["b"], fullstack: ["c"], "graphic-design": ["d"] })).toEqual([
      "my-work", "top-5-projects", "frontend", "backend", "fullstack", "graphic-design",
    ]);
  });

  it("leaves out a hidden category, even with projects", () => {
    const layout = { frontend: ["a"], backend: ["b"], fullstack: ["c"], "graphic-design": ["d"] };
    expect(shownPortfolioSections(layout, ["backend", "blog"])).toEqual([
      "my-work", "top-5-projects", "frontend", "fullstack", "graphic-design",
    ]);
  });

  it("leaves out empty categories but never the hero or the top 5", () => {
    expect(shownPortfolioSections({ frontend: [], backend: ["b"], fullstack: [], "graphic-design": [] })).toEqual([
      "my-work", "top-5-projects", "backend",
    ]);
  });
});

describe("readShownPortfolioSections", () => {
  it("reads content/portfolio.json of the given folder", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sections-"));
    try {
      const layout = { frontend: ["a"], backend: [], fullstack: [], "graphic-design": ["d"] };
      await writeFile(join(dir, "portfolio.json"), JSON.stringify(layout));
      expect(readShownPortfolioSections(dir)).toEqual(["my-work", "top-5-projects", "frontend", "graphic-design"]);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it("shows everything when the file cannot be read (the content check reports why)", () => {
    expect(readShownPortfolioSections(join(tmpdir(), "no-such-content"))).toHaveLength(6);
  });
});

/** An empty content folder that names the site's languages. */
async function blogFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "blog-"));
  await writeFile(join(dir, "site.json"), JSON.stringify({ languages: LANGUAGES }));
  return dir;
}

describe("blogPostCounts", () => {
  it("counts the English Markdown posts, and nothing else in the folder", async () => {
    const dir = await blogFolder();
    try {
      expect(blogPostCounts(dir).en).toBe(0);
      await mkdir(join(dir, "en", "blog"), { recursive: true });
      expect(blogPostCounts(dir).en).toBe(0);
      for (const name of ["one.md", "two.md", "notes.txt"]) await writeFile(join(dir, "en", "blog", name), "---\n---\n");
      expect(blogPostCounts(dir).en).toBe(2);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it("leaves out drafts, a post marked a draft in any language's file, unless drafts are shown", async () => {
    const dir = await blogFolder();
    try {
      for (const lang of ["en", "sv"]) await mkdir(join(dir, lang, "blog"), { recursive: true });
      await writeFile(join(dir, "en", "blog", "out.md"), "---\nurlTitle: out\ndraft: true\n---\n");
      await writeFile(join(dir, "en", "blog", "half.md"), "---\nurlTitle: half\n---\n");
      await writeFile(join(dir, "sv", "blog", "halv.md"), "---\nurlTitle: half\ndraft: true\n---\n");
      expect(fullest(dir, false)).toBe(0);
      expect(blogPostCounts(dir, true)).toMatchObject({ en: 2, sv: 1 });
      await writeFile(join(dir, "en", "blog", "live.md"), "---\nurlTitle: live\n---\n");
      expect(fullest(dir, false)).toBe(1);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe("blogPageSize", () => {
  it("is BLOG_PAGE_SIZE unless the build sets another whole number", () => {
    expect(blogPageSize(undefined)).toBe(BLOG_PAGE_SIZE);
    expect(blogPageSize("")).toBe(BLOG_PAGE_SIZE);
    expect(blogPageSize("2")).toBe(2);
  });

  it("refuses a size that is not a whole number from 1 up", () => {
    for (const value of ["0", "-3", "2.5", "two"]) expect(() => blogPageSize(value)).toThrow(/BLOG_PAGE_SIZE/);
  });
});

describe("site.json's hidden parts", () => {
  /** A content folder with this site.json and portfolio.json, and `posts` Markdown files per language. */
  async function folder(site: object, posts: Partial<Record<Language, string[]>> = {}) {
    const dir = await mkdtemp(join(tmpdir(), "hidden-"));
    await writeFile(join(dir, "site.json"), JSON.stringify({ languages: LANGUAGES, ...site }));
    const layout = { frontend: ["a"], backend: ["b"], fullstack: ["c"], "graphic-design": ["d"] };
    await writeFile(join(dir, "portfolio.json"), JSON.stringify(layout));
    for (const lang of LANGUAGES) {
      await mkdir(join(dir, lang, "blog"), { recursive: true });
      for (const name of posts[lang] ?? []) await writeFile(join(dir, lang, "blog", `${name}.md`), `---\nurlTitle: ${name}\n---\n`);
    }
    return dir;
  }

  it("leave a hidden section out, though it lists projects", async () => {
    const dir = await folder({ hidden: ["backend"] });
    try {
      expect(readShownPortfolioSections(dir)).toEqual(["my-work", "top-5-projects", "frontend", "fullstack", "graphic-design"]);
      expect(readBlogShown(dir)).toBe(true);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it("leave a hidden blog without pages, though it has posts", async () => {
    const [first = "en"] = LANGUAGES;
    const dir = await folder({ hidden: ["blog"] }, { [first]: ["one", "two"] });
    try {
      expect(readBlogShown(dir)).toBe(false);
      expect(fullest(dir, false)).toBe(0);
      expect(readShownPortfolioSections(dir)).toHaveLength(6);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe("posts in one language", () => {
  it("count in the language with the most posts, whichever it is", async () => {
    for (const [index, fuller] of LANGUAGES.entries()) {
      const dir = await blogFolder();
      try {
        for (const lang of LANGUAGES) await mkdir(join(dir, lang, "blog"), { recursive: true });
        for (const name of ["shared", ...(index === 0 ? [] : ["only-here", "also-only-here"])]) {
          await writeFile(join(dir, fuller, "blog", `${name}.md`), `---\nurlTitle: ${name}\n---\n`);
        }
        for (const lang of LANGUAGES.filter((other) => other !== fuller)) {
          await writeFile(join(dir, lang, "blog", "shared.md"), "---\nurlTitle: shared\n---\n");
        }
        expect(fullest(dir, false)).toBe(index === 0 ? 1 : 3);
      } finally {
        await rm(dir, { recursive: true });
      }
    }
  });
});
