// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dictionaries } from "./sv/index.mjs";
import { text } from "./svg.mjs";
import { chip } from "./ui.mjs";
import { webProjectArt } from "./web-art.mjs";
import { msb } from "./web-projects-a.mjs";
import { drawIn } from "./words.mjs";

const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);

describe("the art's words", () => {
  it("draws in English unless a dictionary is given, and names the words a dictionary lacks", () => {
    expect(labels(text(0, 0, "Water"))).toEqual(["Water"]);
    const { drawn, missing } = drawIn({ Water: "Vatten" }, () => text(0, 0, "Water") + text(0, 0, "Food"));
    expect(labels(drawn)).toEqual(["Vatten", "Food"]);
    expect(missing).toEqual(["Food"]);
    expect(drawIn({}, () => text(0, 0, "9:41")).missing).toEqual([]);
    expect(labels(text(0, 0, "Water"))).toEqual(["Water"]);
  });

  it("gives every Swedish authority's word in MSB's art a Swedish one: no English on the Swedish pages", () => {
    const english = Object.values(webProjectArt(msb)).flatMap(labels);
    const { drawn, missing } = drawIn(dictionaries.msb, () => webProjectArt(msb));
    expect(missing).toEqual([]);
    const swedish = Object.values(drawn).flatMap(labels);
    expect(swedish).toContain("Hemberedskap");
    expect(english).toContain("Home preparedness");
    const unchanged = new Set(Object.entries(dictionaries.msb).filter(([en, sv]) => en === sv).map(([en]) => en));
    const words = (word) => /\p{L}/u.test(word);
    expect(swedish.filter((word) => words(word) && english.includes(word) && !unchanged.has(word))).toEqual([]);
  });

  it("sizes a chip to the words it shows, so a longer Swedish word stays inside it", () => {
    const width = (svg) => Number(/<rect[^>]* width="([\d.]+)"/.exec(svg)[1]);
    const english = chip(0, 0, "1970s", "#000", "#fff");
    const { drawn } = drawIn({ "1970s": "1970-talet och framåt" }, () => chip(0, 0, "1970s", "#000", "#fff"));
    expect(width(drawn)).toBeGreaterThan(width(english) * 2);
  });
});
