import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { fallbackMetrics, resolveTypeface, SHIPPED_TYPEFACES, subsetTypeface, UNICODE_RANGE } from "./typefaces.mjs";

function inRange(codePoint) {
  return UNICODE_RANGE.split(",").some((part) => {
    const [from, to = from] = part.replace("U+", "").split("-").map((hex) => Number.parseInt(hex, 16));
    return codePoint >= from && codePoint <= to;
  });
}

function textFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.json$/.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the web font subset", () => {
  // The tests' content rather than the owner's, so the owner's own text never fails the tests.
  it("covers every character of the tests' content and the translations", () => {
    const missing = new Set();
    for (const file of [...textFiles("e2e/content"), ...textFiles("public/locales")]) {
      for (const char of readFileSync(file, "utf8")) {
        const code = char.codePointAt(0);
        if (code > 0x7f && !inRange(code)) missing.add(`${char} U+${code.toString(16).toUpperCase()} (${file})`);
      }
    }
    // Add what is missing to UNICODE_RANGE in scripts/brand/typefaces.mjs.
    expect([...missing]).toEqual([]);
  });

  it.each(Object.keys(SHIPPED_TYPEFACES))("cuts %s to weights 400–700 and the site's characters", async (name) => {
    const face = resolveTypeface(name, "e2e/content", "body");
    const { bytes, weights } = await subsetTypeface(face);
    const font = fontkit.create(Buffer.from(bytes));
    expect(weights).toEqual([400, 700]);
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    expect(font.hasGlyphForCodePoint("ö".codePointAt(0))).toBe(true);
    expect(font.hasGlyphForCodePoint("€".codePointAt(0))).toBe(true);
    expect(font.hasGlyphForCodePoint("Ж".codePointAt(0))).toBe(false);
    expect(bytes.length).toBeLessThan(readFileSync(face.source).length);
  });
});

describe("resolveTypeface", () => {
  it("names the faces the site ships, or a font file, when the name is neither", () => {
    expect(() => resolveTypeface("Comic Sans", "e2e/content", "display")).toThrow(
      'site.json: typefaces.display is "Comic Sans": name a face the site ships ("Inter", "Space Grotesk") ' +
      'or a font file in the content folder, such as "fonts/MyFace.woff2"',
    );
    expect(() => resolveTypeface("fonts/Mine.woff2", "e2e/content", "body"))
      .toThrow('typefaces.body names the font file "fonts/Mine.woff2", which is not in e2e/content/');
  });
});

describe("fallbackMetrics", () => {
  const percent = (value) => Number.parseFloat(value);

  it("sizes Arial to take the web font's room: the same figures as measured against Liberation Sans", async () => {
    const { bytes } = await subsetTypeface(resolveTypeface("Inter", "e2e/content", "body"));
    expect(await fallbackMetrics(bytes, 400)).toEqual({
      sizeAdjust: "107.48%", ascent: "90.13%", descent: "22.44%", lineGap: "0.00%",
    });
    expect(await fallbackMetrics(bytes, 700)).toEqual({
      sizeAdjust: "102.76%", ascent: "94.27%", descent: "23.47%", lineGap: "0.00%",
    });
  });

  it("sizes the capitals' fallback narrower where a face's capitals are narrower than Arial's", async () => {
    const { bytes } = await subsetTypeface(resolveTypeface("Space Grotesk", "e2e/content", "display"));
    for (const weight of [400, 700]) {
      const [mixed, caps] = [await fallbackMetrics(bytes, weight), await fallbackMetrics(bytes, weight, true)];
      expect(percent(caps.sizeAdjust)).toBeLessThan(percent(mixed.sizeAdjust));
      // A smaller face needs a taller ascent to keep the line's height.
      expect(percent(caps.ascent)).toBeGreaterThan(percent(mixed.ascent));
    }
  });
});
