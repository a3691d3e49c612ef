// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderArt } from "./art.mjs";
import { palettes, readTokens } from "./palette.mjs";

describe("art-shell", () => {
  // The tests' copy: the owner may replace the artwork under content/images with their own.
  it("the committed SVGs are what the generator draws (run `npm run art` after a change)", () => {
    for (const [name, text] of Object.entries(renderArt())) {
      expect(readFileSync(`e2e/content/images/${name}`, "utf8"), name).toBe(text);
    }
  });

  it("draws the hero for mobile, tablet and desktop and the not-found page for mobile and desktop, light and dark", () => {
    expect(Object.keys(renderArt()).sort()).toEqual([
      "contact/portrait-dark.svg",
      "contact/portrait.svg",
      "hero/desktop-dark.svg",
      "hero/desktop-light.svg",
      "hero/mobile-dark.svg",
      "hero/mobile-light.svg",
      "hero/tablet-dark.svg",
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

  it("makes a social card of exactly 1200×630", async () => {
    const meta = await sharp(Buffer.from(renderArt()["og/default.svg"])).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
