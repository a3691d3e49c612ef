// @vitest-environment node
import { describe, expect, it } from "vitest";
import { printagonGraphics } from "./graphic-a.mjs";

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The fill of the outlined words labelled `label`. */
const wordFill = (svg, label) => svg.match(new RegExp(`<path d="[^"]*" fill="(#[0-9a-f]{6})" aria-label="${label}"`))?.[1];
/** The colour of the picture's ground: the first shape, a rectangle over the whole canvas. */
const ground = (svg) => svg.match(/^<svg [^>]*>(?:<defs>.*?<\/defs>)?<rect x="0" y="0" width="(\d+)" height="(\d+)" fill="(#[0-9a-f]{6})"/)?.[3];

describe("the Printagon pictures", () => {
  it("prints the varnish poster's words clear of its black, so the poster reads crisp even small", () => {
    const { poster } = printagonGraphics();
    expect(ground(poster)).toBe("#1d1d1b");
    expect(contrast(wordFill(poster, "VARNISH"), "#1d1d1b")).toBeGreaterThanOrEqual(7);
    expect(contrast(wordFill(poster, "SPOT VARNISH ON MATTE BLACK"), "#1d1d1b")).toBeGreaterThanOrEqual(4.5);
  });

  it("draws the big poster's register mark in a line that holds when the poster is shown small", () => {
    const ring = (svg) => [...svg.matchAll(/<circle [^>]*stroke="#e6007e" stroke-width="([\d.]+)"/g)].map((m) => Number(m[1]));
    // A sixtieth of the poster's 1200 width: at the hero's 400-unit card it is still a line of its own.
    expect(ring(printagonGraphics().poster)).toEqual([20]);
    // The cover's three small posters keep theirs.
    expect(ring(printagonGraphics().cover)).toEqual([10, 10, 10]);
  });

  it("draws the price list as the page itself, on its own light ground with no frame around it", () => {
    const { spread } = printagonGraphics();
    expect(luminance(ground(spread))).toBeGreaterThan(0.9);
  });
});
