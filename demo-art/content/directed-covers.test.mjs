// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { projects } from "./projects.mjs";
import { SAFE } from "./directed-covers.mjs";
import { pathHeight, wordHeights } from "./word-size.mjs";

// Each project drawn once: drawing sets every word in the site's faces, which takes seconds.
const drawn = new Map();
const coverOf = (slug) => drawn.get(slug) ?? drawn.set(slug, projects[slug]().cover).get(slug);

// The words of a cover, found as the pixels that change when its text is made invisible (figures
// alone, such as a lesson's number on a trail, may run off with their shapes).
async function wordPixels(svg) {
  const hidden = svg.replace(/ fill="[^"]*"( aria-label="[^"]*\p{L}[^"]*")/gu, ' fill="none"$1');
  const [a, b] = await Promise.all([svg, hidden].map((s) => sharp(Buffer.from(s)).raw().toBuffer({ resolveWithObject: true })));
  const { width, channels } = a.info;
  const at = [];
  for (let i = 0; i < a.data.length; i += channels) {
    if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 24) {
      const p = i / channels;
      at.push([p % width, Math.floor(p / width)]);
    }
  }
  return at;
}

describe("covers composed per project", () => {
  // The home page's first cover is cut near square, a share card to 1.9:1: words outside the
  // middle were cut mid-word ("/api/patte…").
  it.each(["brutal-beats", "msb", "skjort-kravallerna", "slowfashion-api", "the-movie-db", "prodigies", "coffee-shop", "photo-app",
    "alla-tiders-shop", "salon-booking-api", "stock-sync-service"])("keeps %s's words inside every crop", async (slug) => {
    const cover = coverOf(slug);
    const words = await wordPixels(cover);
    expect(words.length).toBeGreaterThan(0);
    const outside = words.filter(([x, y]) => x < SAFE.x0 || x > SAFE.x1 || y < SAFE.y0 || y > SAFE.y1);
    expect(outside.slice(0, 5)).toEqual([]);
  });

  // The copy calls it a sixteen-step sequencer: the cover draws sixteen steps on each of its four
  // tracks, every one inside the part of the picture that every crop keeps.
  it("draws the drum machine's whole sixteen-step pattern inside every crop", () => {
    const pads = [...projects["brutal-beats"]().cover.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="44" height="84"/g)];
    expect(pads).toHaveLength(16 * 4);
    expect(new Set(pads.map(([, x]) => x)).size).toBe(16);
    for (const [, x] of pads) {
      expect(Number(x)).toBeGreaterThanOrEqual(SAFE.x0);
      expect(Number(x) + 44).toBeLessThanOrEqual(SAFE.x1);
    }
  });

  it("no longer draws these covers as a browser window", () => {
    const web = ["brutal-beats", "msb", "skjort-kravallerna", "the-movie-db", "prodigies", "coffee-shop", "photo-app", "alla-tiders-shop"];
    for (const slug of web) {
      expect(coverOf(slug), slug).not.toMatch(/aria-label="[^"]*example\.com"/);
    }
  });

  // A cover is shown at a fifth of its size on a phone's card: a label drawn 26 px tall there
  // was a grey smudge. Every word and figure stands at least 27 px tall (a 9 px letter on the card).
  it("draws every word of the covers tall enough to read on a phone's card", () => {
    const covers = ["brutal-beats", "msb", "skjort-kravallerna", "slowfashion-api", "the-movie-db", "prodigies", "coffee-shop",
      "photo-app", "alla-tiders-shop", "salon-booking-api", "stock-sync-service"];
    for (const slug of covers) {
      const small = wordHeights(coverOf(slug)).filter(([, height]) => height < 27);
      expect(small, slug).toEqual([]);
    }
  });

  it("measures an outline's height through its relative and absolute moves", () => {
    expect(pathHeight("m2 100l0-18.9l6.5 0q2.2 0 3.6 0.8z")).toBeCloseTo(18.9);
    expect(pathHeight("M0 10H40V50L10 60Z")).toBe(50);
  });
});
