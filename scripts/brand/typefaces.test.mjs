import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FACES, UNICODE_RANGE } from "./faces.mjs";

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
    // Add what is missing to UNICODE_RANGE in scripts/fonts/faces.mjs and app/fonts.css, then `npm run fonts`.
    expect([...missing]).toEqual([]);
  });

  it("declares the same faces and range in the stylesheet as it cuts", () => {
    const css = readFileSync("app/fonts.css", "utf8");
    for (const face of FONT_FACES) {
      expect(css).toContain(`font-family: "${face.family}"`);
      expect(css).toContain(`url("./assets/fonts/${face.file}")`);
      expect(css).toContain(`font-weight: ${face.weights.join(" ")};`);
    }
    expect(css.match(/unicode-range: ([^;]+);/g)).toEqual(
      FONT_FACES.map(() => `unicode-range: ${UNICODE_RANGE.split(",").join(", ")};`),
    );
  });
});

describe("the fallback faces", () => {
  const fonts = readFileSync("app/fonts.css", "utf8");
  const app = readFileSync("app/app.css", "utf8");

  it.each(FONT_FACES)("$family falls back to a face shaped like it, at both weights", ({ family }) => {
    const fallback = family.replace(" Variable", " Fallback");
    expect(app).toMatch(new RegExp(`"${family}", "${fallback}", `));
    const faces = fonts.split("@font-face").filter((face) => face.includes(`font-family: "${fallback}"`));
    expect(faces.map((face) => /font-weight: ([^;]+);/.exec(face)?.[1])).toEqual(["100 500", "600 900"]);
    for (const face of faces) expect(face).toMatch(/size-adjust: [\d.]+%;[\s\S]*ascent-override: [\d.]+%;[\s\S]*descent-override: [\d.]+%;/);
  });

  it.each(FONT_FACES.filter((face) => face.capsFallback))("$family's capitals fall back to a face sized by capitals", ({ family }) => {
    const fallback = family.replace(" Variable", " Caps Fallback");
    expect(app).toMatch(new RegExp(`\\.uppercase \\{\\s*--font-display: "${family}", "${fallback}", `));
    const faces = fonts.split("@font-face").filter((face) => face.includes(`font-family: "${fallback}"`));
    expect(faces.map((face) => /font-weight: ([^;]+);/.exec(face)?.[1])).toEqual(["100 500", "600 900"]);
    // Narrower than the mixed-case fallback's: the capitals are what the display face draws narrow.
    const mixed = fonts.split("@font-face").filter((face) => face.includes(`font-family: "${family.replace(" Variable", " Fallback")}"`));
    const adjust = (face) => Number(/size-adjust: ([\d.]+)%;/.exec(face)?.[1]);
    faces.forEach((face, index) => expect(adjust(face)).toBeLessThan(adjust(mixed[index])));
  });
});
