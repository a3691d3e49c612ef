// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderArt } from "./art.mjs";
import { palettes, readTokens } from "./palette.mjs";
import { NOT_FOUND_SIZES } from "./not-found.mjs";
import { HERO_LAYOUTS, HERO_SIZES } from "./hero.mjs";
import * as k from "./shapes.mjs";

describe("art-shell", () => {
  // The tests' copy: the owner may replace the artwork under content/images with their own.
  it("the committed SVGs are what the generator draws (run `npm run art` after a change)", () => {
    for (const [name, text] of Object.entries(renderArt())) {
      expect(readFileSync(`e2e/content/images/${name}`, "utf8"), name).toBe(text);
    }
  });

  it("draws the hero for mobile, tablet and desktop (and Swedish twins), the not-found page for mobile and desktop, light and dark", () => {
    expect(Object.keys(renderArt()).sort()).toEqual([
      "contact/portrait-dark.svg",
      "contact/portrait.svg",
      "hero/desktop-dark-sv.svg",
      "hero/desktop-dark.svg",
      "hero/desktop-light-sv.svg",
      "hero/desktop-light.svg",
      "hero/mobile-dark-sv.svg",
      "hero/mobile-dark.svg",
      "hero/mobile-light-sv.svg",
      "hero/mobile-light.svg",
      "hero/tablet-dark-sv.svg",
      "hero/tablet-dark.svg",
      "hero/tablet-light-sv.svg",
      "hero/tablet-light.svg",
      "not-found/desktop-dark.svg",
      "not-found/desktop-light.svg",
      "not-found/mobile-dark.svg",
      "not-found/mobile-light.svg",
      "og/default.svg",
    ]);
  });

  it("follows the site's colour tokens", () => {
    const tokens = [
      "--color-paper-2: #010203; --color-paper: #000; --color-ink: #111; --color-ink-2: #222; --color-sand: #333;",
      "--color-rust: #444; --color-peach: #555; --color-teal: #666; --color-night-2: #777; --color-night-3: #888;",
      "--color-moon: #999; --color-moon-2: #aaa; --color-ember: #bbb; --color-mint: #ccc;",
    ].join(" ");
    const { light, dark } = palettes(readTokens(tokens));
    expect([light.bg, light.accent, dark.bg, dark.accent]).toEqual(["#010203", "#444", "#777", "#bbb"]);
    expect(() => palettes(readTokens("--color-paper: #fff;"))).toThrow("app/app.css has no --color-paper-2");
  });

  // Each shape is a <g transform="translate(x y) scale(s)">; these read a shape's place back.
  const placed = (text, inner) =>
    [...text.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)">(.*?)<\/g>/g)]
      .filter((m) => inner.test(m[4]))
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]), scale: Number(m[3]) }));

  it("keeps the not-found page's ring inside what a 1440 × 900 screen shows of the desktop art", () => {
    const text = renderArt()["not-found/desktop-light.svg"];
    const [ring] = placed(text, /<circle r="44" fill="none"/);
    // The section is 1440 less the 55 px rail wide and 900 less the 80 px header high; the art
    // covers it, so it is scaled to the height and its sides cropped.
    const scale = (900 - 80) / 1080;
    const shown = (1440 - 55) / scale;
    const right = 1920 - (1920 - shown) / 2;
    expect(ring.x + 44 + 6).toBeLessThan(right - 20);
  });

  it("keeps the not-found phone art's plus clear of the last 4", () => {
    const text = renderArt()["not-found/mobile-light.svg"];
    const [plus] = placed(text, /^<path d="M-18 0H18/);
    const fours = placed(text, /^<path d="M210 0 30 300H330/);
    const last = fours.at(-1);
    // The 4's top is the round end of a 76-unit stroke at (210, 0); the plus reaches 18 + 4 out.
    const top = { x: last.x + 210 * last.scale, y: last.y, r: 38 * last.scale };
    const nearest = Math.hypot(Math.max(Math.abs(plus.x - top.x) - 22, 0), Math.max(Math.abs(plus.y - top.y) - 22, 0));
    // A clear gap of 40 units, about 20 px on a phone: at 18 the two read as touching.
    expect(nearest - top.r).toBeGreaterThan(40);
  });

  // What a 1440 × 900 screen shows of the desktop not-found art: the section is 1440 less the
  // 55 px rail wide and 900 less the 80 px header high; the art covers it, scaled to the height.
  const SCREEN_SCALE = (900 - 80) / 1080;
  const SCREEN_CROP = (1920 - (1440 - 55) / SCREEN_SCALE) / 2;

  it("groups the desktop art's 404 as one word centred over the card, about 260 px tall at 1440 × 900", () => {
    const text = renderArt()["not-found/desktop-light.svg"];
    const [first, last] = placed(text, /^<path d="M210 0 30 300H330/);
    const [zero] = placed(text, /^<ellipse/);
    // A 4's round-capped stroke reaches from -8 to 368 across and -38 to 478 down; the 0's ±178.
    const spans = [
      [first.x - 8 * first.scale, first.x + 368 * first.scale],
      [zero.x - 178 * zero.scale, zero.x + 178 * zero.scale],
      [last.x - 8 * last.scale, last.x + 368 * last.scale],
    ];
    const px = (units) => units * SCREEN_SCALE;
    for (const gap of [spans[1][0] - spans[0][1], spans[2][0] - spans[1][1]]) {
      expect(px(gap)).toBeGreaterThanOrEqual(16);
      expect(px(gap)).toBeLessThanOrEqual(32);
    }
    expect(px(spans[2][1] - spans[0][0])).toBeLessThanOrEqual(640);
    // The card is centred on the art's middle.
    expect(Math.abs((spans[0][0] + spans[2][1]) / 2 - 960)).toBeLessThan(2);
    expect(px(516 * first.scale)).toBeGreaterThan(240);
    expect(px(516 * first.scale)).toBeLessThan(280);
  });

  it("keeps every shape of the desktop not-found art clear of the side rail at 1440 × 900", async () => {
    const { width, height } = NOT_FOUND_SIZES.desktop;
    const p = palettes().light;
    // The rail's edge meets the art at SCREEN_CROP units; 16 px more must hold only the backdrop.
    const strip = { left: 0, top: 0, width: Math.ceil(SCREEN_CROP + 16 / SCREEN_SCALE), height };
    const pixels = (svg) => sharp(Buffer.from(svg)).extract(strip).raw().toBuffer();
    const art = await pixels(renderArt()["not-found/desktop-light.svg"]);
    const backdrop = await pixels(k.svg(width, height, k.backdrop(width, height, p)));
    expect(art.equals(backdrop)).toBe(true);
  });

  it("draws the hero from the demo's own work: three screens and a poster, each piece's ids its own", () => {
    for (const [name, text] of Object.entries(renderArt()).filter(([name]) => name.startsWith("hero/"))) {
      // Four pictures set inside the hero, each cut to rounded corners.
      expect(text.match(/<svg x="-/g), name).toHaveLength(4);
      expect(text.match(/clip-path="url\(#hero-[a-z]+-clip\)"/g), name).toHaveLength(4);
      const ids = [...text.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const [, ref] of text.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${name}: #${ref}`).toContain(ref);
    }
  });

  it("draws the Swedish twins of the hero from the same pieces in Swedish, the same layout", () => {
    const art = renderArt();
    for (const name of Object.keys(art).filter((name) => /^hero\/.*-sv\.svg$/.test(name))) {
      const english = art[name.replace("-sv.svg", ".svg")];
      expect(art[name], name).not.toBe(english);
      // Only the words differ: every card sits where it does in the English picture.
      const cards = (text) => [...text.matchAll(/<g transform="translate\([^)]+\) rotate\([^)]+\)">/g)].map((m) => m[0]);
      expect(cards(art[name]), name).toHaveLength(4);
      expect(cards(art[name]), name).toEqual(cards(english));
    }
  });

  it("keeps the phone hero's pieces inside the 5:2 band a phone shows of it", () => {
    const { width, height } = HERO_SIZES.mobile;
    const band = { top: (height - width / 2.5) / 2, bottom: (height + width / 2.5) / 2 };
    for (const [piece, cx, cy, w, turn] of HERO_LAYOUTS.mobile.cards) {
      const h = piece === "poster" ? (w * 4) / 3 : (w * 10) / 16;
      const a = (Math.abs(turn) * Math.PI) / 180;
      // The turned card's bounding box.
      const halfW = (w * Math.cos(a) + h * Math.sin(a)) / 2;
      const halfH = (w * Math.sin(a) + h * Math.cos(a)) / 2;
      expect(cy - halfH, piece).toBeGreaterThanOrEqual(band.top);
      expect(cy + halfH, piece).toBeLessThanOrEqual(band.bottom);
      expect(cx - halfW, piece).toBeGreaterThanOrEqual(0);
      expect(cx + halfW, piece).toBeLessThanOrEqual(width);
    }
  });

  it("makes a social card of exactly 1200×630", async () => {
    const meta = await sharp(Buffer.from(renderArt()["og/default.svg"])).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
