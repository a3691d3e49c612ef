import { describe, expect, it } from "vitest";
import { coverSizes, coverSlots, firstCoverFullOnTablet } from "./selected-work-layout";

/** The picture's width in twelfths of the row: a feature's picture takes eight. */
const pictureSpan = (count: number) => coverSlots(count).map(({ span, feature }) => (feature ? 8 : span));

describe("coverSlots", () => {
  it("fills every twelve-column row, whatever the count", () => {
    for (let count = 1; count <= 5; count++) {
      const slots = coverSlots(count);
      expect(slots).toHaveLength(count);
      // A cover two rows tall also takes its columns from the row under it.
      let cells = 0;
      for (const { span, rows } of slots) cells += span * rows;
      expect(cells % 12, `${count} covers`).toBe(0);
    }
  });

  it("draws the first cover's picture larger than any later one", () => {
    for (let count = 2; count <= 5; count++) {
      const [first, ...rest] = coverSlots(count).map(({ span, feature, rows }) => (feature ? 8 : span) * rows);
      for (const later of rest) expect(first, `${count} covers`).toBeGreaterThan(later);
    }
  });

  it("lays five covers out as the first across two columns and two rows, two stacked beside it, then two halves", () => {
    expect(pictureSpan(5)).toEqual([8, 4, 4, 6, 6]);
    expect(coverSlots(5).map(({ rows, fill }) => [rows, fill])).toEqual([[2, true], [1, false], [1, false], [1, false], [1, false]]);
  });

  it("stretches the second of two covers to the first's height", () => {
    expect(coverSlots(2).map(({ fill }) => fill)).toEqual([false, true]);
  });

  it("sizes each picture for its slot", () => {
    const [first, second] = coverSlots(5);
    expect(coverSizes(first!, true)).toMatch(/^\(min-width: 1024px\) 1080px, 100vw$/);
    expect(coverSizes(second!, false)).toBe("(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw");
    expect(coverSizes(coverSlots(4)[0]!, false)).toMatch(/^\(min-width: 1024px\) 720px/);
  });

  it("gives a tablet's first cover the whole row only when the count is odd", () => {
    expect([1, 2, 3, 4, 5].map(firstCoverFullOnTablet)).toEqual([true, false, true, false, true]);
  });
});
