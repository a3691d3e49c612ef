import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OVERLAY_PALETTE, overlayColour } from "./overlay-colour";

const SLUGS = [
  "container-queries-card-grid",
  "from-cmyk-to-oklch",
  "honest-errors-minimal-apis",
  "prerendering-a-bilingual-portfolio",
  "scheduling-web-audio",
];

describe("overlayColour", () => {
  it("gives a post the same palette colour every time (build and browser agree)", () => {
    for (const slug of SLUGS) {
      const first = overlayColour(slug);
      expect(OVERLAY_PALETTE).toContain(first);
      expect(overlayColour(slug)).toBe(first);
      expect(overlayColour(String(slug))).toBe(first);
    }
  });

  it("does not depend on Math.random", () => {
    const before = SLUGS.map(overlayColour);
    const random = Math.random;
    Math.random = () => 0.999;
    try {
      expect(SLUGS.map(overlayColour)).toEqual(before);
    } finally {
      Math.random = random;
    }
  });

  it("spreads posts over the palette like a random pick would", () => {
    const slugs = Array.from({ length: 700 }, (_, i) => `post-${i}`);
    const counts = new Map<string, number>();
    for (const slug of slugs) counts.set(overlayColour(slug), (counts.get(overlayColour(slug)) ?? 0) + 1);
    expect(counts.size).toBe(OVERLAY_PALETTE.length);
    for (const count of counts.values()) expect(count).toBeGreaterThan(50);
  });

  it("colours the site's posts with more than one colour", () => {
    expect(new Set(SLUGS.map(overlayColour)).size).toBeGreaterThan(2);
  });

  it("takes its colours from the site's palette, so the tinted art matches the page", () => {
    const css = readFileSync("app/app.css", "utf8");
    const palette = new Set([...css.matchAll(/--color-[a-z0-9-]+:\s*(#[0-9a-f]{6});/gi)].map((match) => match[1]!.toLowerCase()));
    expect(palette.size).toBeGreaterThan(OVERLAY_PALETTE.length);
    for (const colour of OVERLAY_PALETTE) expect(palette).toContain(colour);
  });
});
