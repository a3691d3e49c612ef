// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fontUses } from "../content/font-uses.mjs";
import { renderArt } from "./art.mjs";
import { palettes, readTokens } from "./palette.mjs";
import { NOT_FOUND_SIZES } from "./not-found.mjs";
import { HERO_LAYOUTS, HERO_SIZES } from "./hero.mjs";
import * as k from "./shapes.mjs";

// Drawing the shell's art sets every word in the site's faces: drawn once for the whole file.
const drawn = new Map();
const drawnArt = (contentDir) => drawn.get(contentDir) ?? drawn.set(contentDir, renderArt(undefined, contentDir)).get(contentDir);

describe("art-shell", () => {
  // The tests' copy: the owner may replace the artwork under content/images with their own.
  it("the committed SVGs are what the generator draws (run `npm run art` after a change)", () => {
    for (const [name, text] of Object.entries(drawnArt("e2e/content"))) {
      expect(readFileSync(`e2e/content/images/${name}`, "utf8"), name).toBe(text);
    }
    // The file's first drawing opens the faces too: slow on a busy machine.
  }, 60_000);

  it("names the content folder's person, with their initials and role, on the share card", () => {
    const site = JSON.parse(readFileSync("e2e/content/site.json", "utf8"));
    const card = drawnArt("e2e/content")["og/default.svg"];
    for (const words of [site.name, site.tagline.en]) expect(card).toContain(`aria-label="${words}"`);
    expect(card).not.toContain("Web developer &amp; graphic designer");
  });

  it("draws the hero for mobile, tablet and desktop (and Swedish twins), the not-found page for mobile and desktop, light and dark", () => {
    expect(Object.keys(drawnArt()).sort()).toEqual([
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

  // Text left as `<text>` would be set in whatever fonts the rasteriser has, not the site's faces.
  it("draws the shell's art (hero, not-found, portrait, share card) with no text left", () => {
    const offenders = Object.entries(drawnArt()).filter(([, svg]) => fontUses(svg).length > 0).map(([name]) => name);
    expect(offenders).toEqual([]);
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
    const text = drawnArt()["not-found/desktop-light.svg"];
    const [ring] = placed(text, /<circle r="44" fill="none"/);
    // The section is 1440 less the 55 px rail wide and 900 less the 80 px header high; the art
    // covers it, so it is scaled to the height and its sides cropped.
    const scale = (900 - 80) / 1080;
    const shown = (1440 - 55) / scale;
    const right = 1920 - (1920 - shown) / 2;
    expect(ring.x + 44 + 6).toBeLessThan(right - 20);
  });

  // The digits alone, drawn on a transparent ground, and the box of their ink (sharp's trim).
  const digitInk = async (text, { width, height }) => {
    const digits = [...text.matchAll(/<g class="digit">.*?<\/g>/g)].map((m) => m[0]);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${digits.join("")}</svg>`;
    const { info } = await sharp(Buffer.from(svg)).trim({ background: "#00000000" }).toBuffer({ resolveWithObject: true });
    return { count: digits.length, left: -info.trimOffsetLeft, top: -info.trimOffsetTop, width: info.width, height: info.height };
  };

  it("sets the 404 in the headings' face, outlined: no stroke-drawn digits, no <text>", () => {
    for (const size of Object.keys(NOT_FOUND_SIZES)) {
      const text = drawnArt()[`not-found/${size}-light.svg`];
      const labels = [...text.matchAll(/<g class="digit"><path d="[^"]+" fill="[^"]+" aria-label="(\d)"\/><\/g>/g)];
      expect(labels.map((m) => m[1]).join(""), size).toBe("404");
      expect(text, size).not.toMatch(/<text|<ellipse|stroke-width="76"/);
    }
  });

  it("keeps the peach disc whole at the art's top (the header meets it there) and holds few small shapes", () => {
    const { light } = palettes();
    for (const size of Object.keys(NOT_FOUND_SIZES)) {
      const text = drawnArt()[`not-found/${size}-light.svg`];
      const [disc] = [...text.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(1\)"><circle r="(\d+)" fill="([^"]+)"\/>/g)]
        .filter((m) => m[4] === light.accentSoft)
        .map((m) => ({ y: Number(m[2]), r: Number(m[3]) }));
      expect(disc.y - disc.r, size).toBeGreaterThanOrEqual(0);
    }
    const shapes = (size) => [...drawnArt()[`not-found/${size}-light.svg`].matchAll(/<g transform=/g)].length;
    // Desktop: two discs, the pen path, the question mark and the ring; phone: the peach disc alone.
    expect(shapes("desktop")).toBe(5);
    expect(shapes("mobile")).toBe(1);
  });

  // What a 1440 × 900 screen shows of the desktop not-found art: the section is 1440 less the
  // 55 px rail wide and 900 less the 80 px header high; the art covers it, scaled to the height.
  const SCREEN_SCALE = (900 - 80) / 1080;
  const SCREEN_CROP = (1920 - (1440 - 55) / SCREEN_SCALE) / 2;

  it("groups the desktop art's 404 as one word centred over the card, about 240 px tall at 1440 × 900", async () => {
    const ink = await digitInk(drawnArt()["not-found/desktop-light.svg"], NOT_FOUND_SIZES.desktop);
    expect(ink.count).toBe(3);
    const px = (units) => units * SCREEN_SCALE;
    expect(px(ink.width)).toBeLessThanOrEqual(640);
    expect(px(ink.height)).toBeGreaterThan(225);
    expect(px(ink.height)).toBeLessThan(260);
    // The card is centred on the art's middle; the digits keep to the top band (41 % of it).
    expect(Math.abs(ink.left + ink.width / 2 - 960)).toBeLessThan(3);
    expect(ink.top + ink.height).toBeLessThanOrEqual(0.41 * 1080);
  });

  it("keeps the phone art's 404 within the middle a phone shows and above the card (32 % of the height)", async () => {
    const ink = await digitInk(drawnArt()["not-found/mobile-light.svg"], NOT_FOUND_SIZES.mobile);
    expect(ink.left).toBeGreaterThanOrEqual(110);
    expect(ink.left + ink.width).toBeLessThanOrEqual(790);
    expect(ink.top + ink.height).toBeLessThanOrEqual(0.32 * 1600);
    // Low enough that digits and card stand about centred on the screen, not hung from the header.
    expect(ink.top).toBeGreaterThanOrEqual(0.15 * 1600);
  });

  it("keeps the phone art's peach disc clear of the 404, low behind the card's corner", async () => {
    const text = drawnArt()["not-found/mobile-light.svg"];
    const ink = await digitInk(text, NOT_FOUND_SIZES.mobile);
    const [disc] = placed(text, /<circle r="200" fill=/);
    expect(disc.y - 200).toBeGreaterThan(ink.top + ink.height);
    expect(disc.y).toBeGreaterThan(0.75 * 1600);
  });

  it("keeps every shape of the desktop not-found art clear of the side rail at 1440 × 900", async () => {
    const { width, height } = NOT_FOUND_SIZES.desktop;
    const p = palettes().light;
    // The rail's edge meets the art at SCREEN_CROP units; 16 px more must hold only the backdrop.
    const strip = { left: 0, top: 0, width: Math.ceil(SCREEN_CROP + 16 / SCREEN_SCALE), height };
    const pixels = (svg) => sharp(Buffer.from(svg)).extract(strip).raw().toBuffer();
    const art = await pixels(drawnArt()["not-found/desktop-light.svg"]);
    const backdrop = await pixels(k.svg(width, height, k.backdrop(width, height, p)));
    expect(art.equals(backdrop)).toBe(true);
  });

  it("draws the hero from the demo's own work: three screens and a poster, each piece's ids its own", () => {
    for (const [name, text] of Object.entries(drawnArt()).filter(([name]) => name.startsWith("hero/"))) {
      // Four pictures set inside the hero, each cut to rounded corners.
      expect(text.match(/<svg x="-/g), name).toHaveLength(4);
      expect(text.match(/clip-path="url\(#hero-[a-z]+-clip\)"/g), name).toHaveLength(4);
      const ids = [...text.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const [, ref] of text.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${name}: #${ref}`).toContain(ref);
    }
  });

  // The drum machine's pictures were everywhere on the first screen: the hero's biggest piece and the
  // first card under it. The hero now shows four other projects' screens, none of them a card's cover.
  it("leaves the drum machine and the work band's covers out of the hero", () => {
    const english = Object.entries(drawnArt()).filter(([name]) => /^hero\/[\w-]+(light|dark)\.svg$/.test(name));
    expect(english).toHaveLength(6);
    for (const [name, text] of english) {
      expect(text, name).not.toMatch(/aria-label="(Share pattern|BRUTAL BEATS|128 BPM)"/);
      // Words only the covers of MSB, Skjortkravallerna and Slowfashion carry.
      expect(text, name).not.toMatch(/aria-label="(Water|NEXT GIGS|Size M)"/);
    }
  });

  it("draws the hero's poster crisp: its word in paper white on the black, the discs behind every card", () => {
    for (const [name, text] of Object.entries(drawnArt()).filter(([name]) => name.startsWith("hero/"))) {
      const word = name.endsWith("-sv.svg") ? "LACK" : "VARNISH";
      expect(text, name).toMatch(new RegExp(`fill="#ece9e2" aria-label="${word}"`));
      // The sun is drawn before the first card, so it lies behind them; no card is see-through.
      const size = name.match(/^hero\/(\w+)-/)[1];
      const sun = text.indexOf(`<circle r="${HERO_LAYOUTS[size].sun[2]}"`);
      expect(sun, name).toBeGreaterThan(-1);
      expect(sun, name).toBeLessThan(text.indexOf("clip-path="));
      expect(text.match(/<g transform="translate\([^)]+\) rotate\([^)]+\)"[^>]*opacity/g), name).toBeNull();
    }
  });

  it("draws the Swedish twins of the hero from the same pieces in Swedish, the same layout", () => {
    const art = drawnArt();
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

  // The portrait's night twin was the day's drawn in light outlines with a mint sweater: a photo
  // negative, a fifth of it light. Now the person keeps their colours and the ground is night; by
  // day the paper around the spot-colour block is well over a third of the sheet.
  it("keeps the portrait's night twin dark, with few light pixels, and the day's light", async () => {
    const light = async (name) => {
      const { data, info } = await sharp(Buffer.from(drawnArt()[name])).raw().toBuffer({ resolveWithObject: true });
      const linear = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      let count = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const l = 0.2126 * linear(data[i]) + 0.7152 * linear(data[i + 1]) + 0.0722 * linear(data[i + 2]);
        if (l > 0.5) count++;
      }
      return count / (info.width * info.height);
    };
    expect(await light("contact/portrait-dark.svg")).toBeLessThan(0.04);
    expect(await light("contact/portrait.svg")).toBeGreaterThan(0.35);
  });

  // A head-and-shoulders print: the sheet's top margin is bare ground (the crop marks start below
  // it), and the shoulders run off the bottom edge instead of stopping short of it as a cut-out.
  it("sets the portrait's head clear of the top and its shoulders off the bottom edge", async () => {
    const [width, height, band] = [960, 1200, 40];
    const { data, info } = await sharp(Buffer.from(drawnArt()["contact/portrait.svg"])).raw().toBuffer({ resolveWithObject: true });
    const ground = palettes().light.bg.match(/[0-9a-f]{2}/gi).map((h) => parseInt(h, 16));
    const at = (x, y) => [...data.subarray((y * width + x) * info.channels, (y * width + x) * info.channels + 3)];
    for (let y = 0; y < band; y++) for (let x = 0; x < width; x++) expect(at(x, y), `${x},${y}`).toEqual(ground);
    for (let x = width / 4; x < (width * 3) / 4; x++) expect(at(x, height - 1), `${x},${height - 1}`).not.toEqual(ground);
  });

  it("makes a social card of exactly 1200×630", async () => {
    const meta = await sharp(Buffer.from(drawnArt()["og/default.svg"])).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
