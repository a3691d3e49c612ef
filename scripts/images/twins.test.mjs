// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkLanguageTwins } from "./twins.mjs";

const HERO = ["mobile", "tablet", "desktop"].flatMap((size) => [`hero/${size}-light`, `hero/${size}-dark`]);
const twins = (ids) => ids.map((id) => `${id}-sv`);

describe("checkLanguageTwins", () => {
  it("accepts a group without twins, and one with a twin of every picture", () => {
    expect(checkLanguageTwins([...HERO, "projects/msb/cover"], "content/images")).toEqual([]);
    expect(checkLanguageTwins([...HERO, ...twins(HERO)], "content/images")).toEqual([]);
  });

  it("names the missing twins of a partial set", () => {
    const errors = checkLanguageTwins([...HERO, ...twins(HERO.slice(0, 4))], "content/images");
    expect(errors).toEqual([
      "content/images/hero: the sv twins are all or none; missing desktop-light-sv, desktop-dark-sv (or remove the other *-sv files)",
    ]);
  });

  it("names a twin of no picture", () => {
    const errors = checkLanguageTwins([...HERO, ...twins(HERO), "hero/wide-light-sv"], "content/images");
    expect(errors).toEqual(["content/images/hero: wide-light-sv is a twin of no picture (remove it, or add the picture without -sv)"]);
  });

  it("leaves other folders' -sv images alone (a project's twins are named in its content)", () => {
    expect(checkLanguageTwins([...HERO, "projects/msb/cover", "projects/msb/cover-sv", "not-found/mobile-light-sv"], "x")).toEqual([]);
  });
});
