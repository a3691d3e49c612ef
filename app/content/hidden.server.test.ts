// @vitest-environment node
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inLanguage, LANGUAGES } from "../i18n/languages";
import { ContentError } from "./content-error";
import { applyHidden } from "./hidden.server";
import type { ResponsiveImageData } from "./image-types";
import { loadContent } from "./load.server";

// One line in site.json hides a portfolio section or the blog; a post may be in one language.
const FIXTURES = join(import.meta.dirname, "__fixtures__");
const fakeImage = (id: string): ResponsiveImageData => ({ id, width: 160, height: 100, src: `/img/${id}.webp`, avif: "", webp: "" });

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The valid fixture with one case's files laid over it. */
async function fixture(kind: "allowed" | "bad", name: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "hidden-"));
  temps.push(root);
  await cp(join(FIXTURES, "valid"), root, { recursive: true });
  await cp(join(FIXTURES, kind, name), root, { recursive: true });
  return root;
}

const load = (root: string) => loadContent({ root, resolveImage: fakeImage });

async function problemsOf(root: string): Promise<string[]> {
  try {
    await load(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("a hidden portfolio section", () => {
  it("needs no texts, and its projects may stay in place: they are left out unpublished", async () => {
    const content = applyHidden(await load(await fixture("allowed", "hidden-backend")));
    expect(content.site.hidden).toEqual(["backend"]);
    expect([...content.projects.keys()]).not.toContain("beta");
    expect(content.layout.backend).toEqual([]);
    expect(content.layout.frontend).toEqual(["alpha"]);
  });

  it("leaves the top 5's entries for its projects out", async () => {
    const loaded = await load(await fixture("allowed", "hidden-backend"));
    const top5 = LANGUAGES.map((lang) => [...inLanguage(loaded.top5, lang), { ...inLanguage(loaded.top5, lang)[0]!, urlTitle: "beta" }]);
    const withBeta = { ...loaded, top5: Object.fromEntries(LANGUAGES.map((lang, i) => [lang, top5[i]!])) as typeof loaded.top5 };
    for (const lang of LANGUAGES) {
      expect(inLanguage(applyHidden(withBeta).top5, lang).map((item) => item.urlTitle)).toEqual(["alpha", "delta"]);
    }
  });

  it("when shown, its texts are required, and the message says how to hide it instead", async () => {
    expect(await problemsOf(await fixture("bad", "shown-section-no-text"))).toEqual(
      LANGUAGES.map(
        (lang) =>
          `content/${lang}/texts.json: portfolio.sections.backend is missing: write it, ` +
          'or hide the section with "hidden": ["backend"] in content/site.json',
      ),
    );
  });
});

describe("a hidden blog", () => {
  it("needs no blog texts, and leaves every post out", async () => {
    const content = applyHidden(await load(await fixture("allowed", "hidden-blog")));
    for (const lang of LANGUAGES) expect(content.posts[lang]).toEqual([]);
    expect(content.projects.size).toBe(4);
  });
});

describe("a post in one language", () => {
  it("loads, and is listed in its language alone", async () => {
    const content = await load(await fixture("allowed", "one-language-post"));
    const [written, ...others] = LANGUAGES;
    expect(inLanguage(content.posts, written!).map((post) => post.urlTitle)).toEqual(["english-only", "first-light"]);
    for (const lang of others) expect(inLanguage(content.posts, lang).map((post) => post.urlTitle)).toEqual(["first-light"]);
  });
});
