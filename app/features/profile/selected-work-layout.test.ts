import { describe, expect, it } from "vitest";
import { coverSizes, coverSlots, firstCoverFullOnTablet } from "./selected-work-layout";

/** The picture's width in twelfths of the row: a feature's picture takes eight. */
const pictureSpan = (count: number) => coverSlots(count).map(({ span, feature }) => (feature ? 8 : span));

describe("coverSlots", () => {
  it("fills every twelve-column row, whatever the count", () => {
    for (let count = 1; count <= 5; count++) {
      const slots = coverSlots(count);
      expect(slots).toHaveLength(count);
      let row = 0;
      for (const { span } of slots) row = (row + span) % 12;
      expect(row, `${count} covers`).toBe(0);
    }
  });

  it("draws the first cover's picture the largest and no later one larger than one before it", () => {
    for (let count = 2; count <= 5; count++) {
      const spans = pictureSpan(count);
      expect(spans[0], `${count} covers`).toBeGreaterThan(spans.at(-1)!);
      for (let index = 1; index < count; index++) expect(spans[index]).toBeLessThanOrEqual(spans[index - 1]!);
    }
  });

  it("lays five covers out as two thirds and a third, then three equal", () => {
    expect(pictureSpan(5)).toEqual([8, 4, 4, 4, 4]);
  });

  it("sizes each picture for its slot", () => {
    const [first, second] = coverSlots(5);
    expect(coverSizes(first!, true)).toMatch(/^\(min-width: 1024px\) 720px, 100vw$/);
    expect(coverSizes(second!, false)).toBe("(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw");
    expect(coverSizes(coverSlots(4)[0]!, false)).toMatch(/^\(min-width: 1024px\) 720px/);
  });

  it("gives a tablet's first cover the whole row only when the count is odd", () => {
    expect([1, 2, 3, 4, 5].map(firstCoverFullOnTablet)).toEqual([true, false, true, false, true]);
  });
});
