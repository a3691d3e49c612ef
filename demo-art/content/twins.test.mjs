// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blogArt } from "./blog-art.mjs";
import { projects } from "./projects.mjs";
import { blogDictionaries } from "./sv/blog.mjs";
import { dictionaries } from "./sv/index.mjs";
import { text } from "./svg.mjs";
import { swedishTwins } from "./twins.mjs";
import { drawIn } from "./words.mjs";

const ENTITIES = { "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#39;": "'" };
// The words a picture shows, as its aria-labels name them (unescaped; a label drops a line's indent).
const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1].replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e));
const changed = (slug) => new Set(Object.entries(dictionaries[slug]).filter(([en, sv]) => en !== sv).map(([en]) => en.trim()));
const twinsOf = (slug) => swedishTwins(slug, projects[slug], projects[slug](), dictionaries);

describe("Swedish twins of the project art", () => {
  it("gives every project whose pictures have words a dictionary that names all of them", () => {
    const withWords = Object.keys(projects).filter((slug) => drawIn({}, projects[slug]).missing.length > 0);
    expect(withWords.length).toBeGreaterThan(0);
    const lacking = withWords.flatMap((slug) => {
      const { missing } = drawIn(dictionaries[slug] ?? {}, projects[slug]);
      return missing.length ? [`${slug}: ${missing.join(", ")}`] : [];
    });
    expect(lacking).toEqual([]);
    // Every project is drawn twice (without and with its words): slow on a busy machine.
  }, 60_000);

  it("draws Brutal Beats' screens again in Swedish, only where words change", () => {
    const english = projects["brutal-beats"]();
    const twins = twinsOf("brutal-beats");
    expect(Object.keys(twins).sort()).toEqual(
      Object.keys(english).filter((name) => labels(english[name]).some((word) => changed("brutal-beats").has(word))).sort(),
    );
    expect(Object.keys(twins)).toContain("desktop");
    expect(labels(twins.desktop)).toEqual(expect.arrayContaining(["Dela mönster", "Kopiera"]));
    // The machine's panel keeps the labels its hardware prints, so the cover needs no twin.
    expect(labels(english.cover)).toContain("PATTERN");
    expect(twins).not.toHaveProperty("cover");
    expect(Object.values(twins).flatMap(labels).filter((word) => changed("brutal-beats").has(word))).toEqual([]);
  });

  it("leaves no English word in the twins of a project drawn in English", () => {
    for (const slug of ["the-movie-db", "prodigies", "slowfashion-api", "brutal-beats-brand"]) {
      const english = projects[slug]();
      const twins = twinsOf(slug);
      expect(Object.keys(twins).length, slug).toBeGreaterThan(0);
      const kept = new Set(Object.entries(dictionaries[slug]).filter(([en, sv]) => en === sv).map(([en]) => en.trim()));
      const englishWords = new Set(Object.values(english).flatMap(labels).filter((w) => /\p{L}/u.test(w) && !kept.has(w)));
      expect(englishWords.size, slug).toBeGreaterThan(0);
      const leftover = Object.values(twins).flatMap(labels).filter((word) => englishWords.has(word));
      expect(leftover, slug).toEqual([]);
    }
  });

  it("makes no twin of a piece set in Swedish from the start", () => {
    expect(twinsOf("fred-for-kvall")).toEqual({});
  });

  it("fails on a word without Swedish, and on words with no dictionary at all", () => {
    const draw = () => ({ cover: text(0, 0, "Share") + text(0, 0, "Copy") });
    expect(() => swedishTwins("demo", draw, draw(), { demo: { Share: "Dela" } })).toThrow(/demo's "Copy"/);
    expect(() => swedishTwins("demo", draw, draw(), {})).toThrow(/no dictionary for it: "Share", "Copy"/);
    const figures = () => ({ cover: text(0, 0, "9:41") });
    expect(swedishTwins("demo", figures, figures(), {})).toEqual({});
  });

  it("names every word of the posts' pictures, and draws a post's error message again in Swedish", () => {
    const posts = Object.fromEntries(Object.entries(blogArt).map(([slug, draw]) => [slug, () => ({ [slug]: draw() })]));
    const lacking = Object.keys(posts).filter((slug) => drawIn(blogDictionaries[slug] ?? {}, posts[slug]).missing.length > 0);
    expect(lacking).toEqual([]);
    const slug = "honest-errors-minimal-apis";
    const twin = swedishTwins(slug, posts[slug], posts[slug](), blogDictionaries)[slug];
    expect(labels(twin)).toContain('"Ange ett telefonnummer"');
    expect(labels(twin)).not.toContain('"Enter a phone number"');
  });
});
