import { describe, expect, it } from "vitest";
import { contrast, luminance, nearestPassing, ratioText, tintOf } from "./colour.mjs";

describe("contrast", () => {
  it("is WCAG 2's ratio: 21:1 for black on white, 1:1 for a colour on itself, either way round", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#c2410c", "#c2410c")).toBe(1);
  });

  it("matches the ratios published for known pairs", () => {
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA, 4.54:1.
    expect(ratioText(contrast("#767676", "#ffffff"))).toBe("4.54:1");
    expect(ratioText(contrast("#777777", "#ffffff"))).toBe("4.47:1");
    expect(luminance("#808080")).toBeCloseTo(0.2159, 4);
  });

  it("rounds the ratio it shows down, so a shown pass is a pass", () => {
    expect(ratioText(4.4999)).toBe("4.49:1");
  });
});

describe("nearestPassing", () => {
  it("keeps a colour that passes", () => {
    expect(nearestPassing("#c2410c", ["#faf7f2"], 4.5, "darker")).toBe("#c2410c");
  });

  it("darkens a colour on light grounds and lightens it on dark ones, only as far as it needs", () => {
    const darker = nearestPassing("#f0a000", ["#faf7f2"], 4.5, "darker");
    expect(contrast(darker, "#faf7f2")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darker, "#faf7f2")).toBeLessThan(4.7);
    const lighter = nearestPassing("#1d4ed8", ["#111018", "#2a2736"], 4.5, "lighter");
    expect(Math.min(contrast(lighter, "#111018"), contrast(lighter, "#2a2736"))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lighter, "#2a2736")).toBeLessThan(4.7);
  });

  it("keeps the hue: an orange stays orange", () => {
    const [r, g, b] = nearestPassing("#f0a000", ["#faf7f2"], 4.5, "darker").slice(1).match(/../g).map((hex) => Number.parseInt(hex, 16));
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it("finds none when no shade reaches the ratio", () => {
    expect(nearestPassing("#808080", ["#777777"], 7, "darker")).toBeUndefined();
  });
});

describe("tintOf", () => {
  it("is a pale colour of the same family", () => {
    const tint = tintOf("#1d4ed8");
    expect(luminance(tint)).toBeGreaterThan(0.7);
    const [r, , b] = tint.slice(1).match(/../g).map((hex) => Number.parseInt(hex, 16));
    expect(b).toBeGreaterThan(r);
  });
});
