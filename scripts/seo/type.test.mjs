// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { measure, outline } from "./type.mjs";

/** Where the ink of some path data falls on a white 400×100 canvas. */
async function ink(d) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#fff"/>` +
    `<path d="${d}" fill="#000"/></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 40 }).toBuffer({ resolveWithObject: true });
  return { left: -info.trimOffsetLeft, top: -info.trimOffsetTop, width: info.width, height: info.height };
}

describe("outlined type", () => {
  it("draws a line of text as path data only, with no font left to choose", () => {
    const d = outline(10, 60, "Kväll 0418", { size: 40 });
    expect(d).toMatch(/^m[\d.-]/);
    expect(d).not.toMatch(/NaN|undefined/);
  });

  it("draws the letters where a browser would set them: on the baseline, at the size asked", async () => {
    const box = await ink(outline(20, 80, "HH", { size: 50 }));
    expect(box.left).toBeGreaterThanOrEqual(20);
    expect(box.left).toBeLessThan(30);
    // Inter's capitals stand about 0.73 em above the baseline.
    expect(box.top + box.height).toBeGreaterThanOrEqual(79);
    expect(box.top + box.height).toBeLessThanOrEqual(81);
    expect(box.height).toBeGreaterThan(33);
    expect(box.height).toBeLessThan(39);
  });

  it("centres and right-aligns like text-anchor", async () => {
    const middle = await ink(outline(200, 70, "MIDDLE", { size: 40, anchor: "middle" }));
    expect(Math.abs(middle.left + middle.width / 2 - 200)).toBeLessThan(3);
    const end = await ink(outline(380, 70, "END", { size: 40, anchor: "end" }));
    expect(Math.abs(end.left + end.width - 380)).toBeLessThan(4);
  });

  it("applies the weight: bold letters are wider and heavier than regular ones", async () => {
    expect(measure("Hamburg", { size: 40, weight: 700 })).toBeGreaterThan(measure("Hamburg", { size: 40, weight: 400 }));
    const regular = await ink(outline(10, 70, "l", { size: 60, weight: 400 }));
    const bold = await ink(outline(10, 70, "l", { size: 60, weight: 800 }));
    expect(bold.width).toBeGreaterThan(regular.width);
  });

  it("kerns pairs the face kerns", () => {
    const apart = measure("A", { size: 100 }) + measure("V", { size: 100 });
    expect(measure("AV", { size: 100 })).toBeLessThan(apart);
  });

  it("adds letter spacing between letters and sets code on a fixed pitch", () => {
    expect(measure("ab", { size: 20, spacing: 5 })).toBeCloseTo(measure("ab", { size: 20 }) + 5);
    expect(measure("il  mw", { size: 10, face: "display", cell: 0.6 })).toBeCloseTo(36);
  });

  it("sets Swedish letters and fails loudly on a character the face lacks", () => {
    expect(() => outline(0, 0, "Åsa öppnar kvällen", { size: 20 })).not.toThrow();
    expect(() => outline(0, 0, "★ 7+", { size: 20 })).toThrow('the sans face has no "★"');
  });
});
