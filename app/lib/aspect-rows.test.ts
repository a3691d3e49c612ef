import { describe, expect, it } from "vitest";
import { aspectRows } from "./aspect-rows";

const PORTRAIT = 0.75;
const LANDSCAPE = 1.6;

describe("aspectRows", () => {
  it("puts every picture in a row, in order", () => {
    const rows = aspectRows([PORTRAIT, LANDSCAPE, PORTRAIT, PORTRAIT, LANDSCAPE]);
    expect(rows.reduce((sum, size) => sum + size, 0)).toBe(5);
  });

  it("sets three portraits side by side, and two landscapes", () => {
    expect(aspectRows([PORTRAIT, PORTRAIT, PORTRAIT])).toEqual([3]);
    expect(aspectRows([LANDSCAPE, LANDSCAPE])).toEqual([2]);
  });

  it("never leaves a portrait alone in a row when it can join others", () => {
    // A landscape may stand alone across the page; the portrait joins the other landscape.
    expect(aspectRows([LANDSCAPE, LANDSCAPE, PORTRAIT])).toEqual([1, 2]);
    const four = aspectRows([PORTRAIT, LANDSCAPE, PORTRAIT, PORTRAIT]);
    expect(four).not.toContain(1);
  });

  it("keeps rows from becoming strips of many pictures", () => {
    const rows = aspectRows(Array<number>(12).fill(PORTRAIT));
    expect(Math.max(...rows)).toBeLessThanOrEqual(4);
    expect(rows).toEqual([3, 3, 3, 3]);
  });

  it("lays out nothing for no pictures", () => {
    expect(aspectRows([])).toEqual([]);
  });
});
