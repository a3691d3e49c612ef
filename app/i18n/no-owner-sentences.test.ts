import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MENU_ENTRIES } from "~/content/schemas";
import { LANGUAGES, NAMESPACES } from "./languages";

// Sentences about the person live in content/<lang>/texts.json, where the owner looks for them;
// public/locales keeps only the interface's words, which any owner keeps. These keys held such
// sentences once: none may come back.
const MOVED_TO_CONTENT: Record<string, string[]> = {
  common: [
    "shareImageAlt",
    "tagline",
    ...MENU_ENTRIES.map((entry) => `menu.${entry}.description`),
  ],
  home: ["metaTitle", "metaDescription"],
  heroSection: ["title", "subTitle", "textIntro", "text"],
  profile: [
    "metaDescription",
    "education.exploreText",
    "aboutMe.lead",
    "skills.webSkills.intro",
    "skills.graphicSkills.intro",
    "skills.otherSkills.intro",
    "skills.programsAndSoftwares.intro",
    "experience.intro",
    "education.intro",
    "hobbies.intro",
    "hobbies.contactText",
  ],
  portfolio: ["metaDescription", "hero.intro", "intros", "graphic.introTitle", "graphic.introText"],
  blogPost: ["metaDescription", "eyebrow", "intro", "feed.title"],
  contact: ["metaDescription", "contact.greeting", "contact.intro", "contact.replyBadge", "contact.portraitAlt"],
};

// A promise the owner makes (how fast they answer) is theirs to word: the interface's messages
// may not make it for them.
const OWNER_PROMISES = [/working days?/i, /arbetsdag/i];

const ROOT = join(__dirname, "../../public/locales");

function has(value: unknown, path: string): boolean {
  let node = value;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

describe("public/locales holds no sentence about the owner", () => {
  it("names only namespaces that exist", () => {
    for (const ns of Object.keys(MOVED_TO_CONTENT)) expect(NAMESPACES).toContain(ns);
  });

  it.each(LANGUAGES)("%s has none of the keys that moved to texts.json", (lng) => {
    const found = Object.entries(MOVED_TO_CONTENT).flatMap(([ns, paths]) => {
      const file = JSON.parse(readFileSync(join(ROOT, lng, `${ns}.json`), "utf8")) as unknown;
      return paths.filter((path) => has(file, path)).map((path) => `${ns}:${path}`);
    });
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)("%s promises no reply time", (lng) => {
    const promises = (ns: string) => {
      const file = readFileSync(join(ROOT, lng, `${ns}.json`), "utf8");
      return OWNER_PROMISES.some((promise) => promise.test(file));
    };
    expect(NAMESPACES.filter(promises)).toEqual([]);
  });
});
