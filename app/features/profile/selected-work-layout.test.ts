import { describe, expect, it } from "vitest";
import { coverSizes, coverSlots, firstCoverFullOnTablet, PHONE_ROW_PICTURE_PX, phoneRow } from "./selected-work-layout";

/** The picture's width in twelfths of the row: a feature's picture takes eight, a row's half its span. */
const pictureSpan = (count: number) => coverSlots(count).map(({ span, feature, row }) => (feature ? 8 : row ? span / 2 : span));

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
      const [first, ...rest] = coverSlots(count).map(({ span, feature, rows, row }) => (feature ? 8 : row ? span / 2 : span) * rows);
      for (const later of rest) expect(first, `${count} covers`).toBeGreaterThan(later);
    }
  });

  it("lays five covers out as the first across two columns and two rows, two stacked beside it, then two halves as rows", () => {
    expect(pictureSpan(5)).toEqual([8, 4, 4, 3, 3]);
    expect(coverSlots(5).map(({ rows, fill }) => [rows, fill])).toEqual([[2, true], [1, false], [1, false], [1, false], [1, false]]);
    expect(coverSlots(5).map(({ row }) => row)).toEqual([false, false, false, true, true]);
  });

  it("makes every cover but the first a row on a phone", () => {
    expect([0, 1, 2, 3, 4].map(phoneRow)).toEqual([false, true, true, true, true]);
  });

  it("stretches the second of two covers to the first's height", () => {
    expect(coverSlots(2).map(({ fill }) => fill)).toEqual([false, true]);
  });

  it("sizes each picture for its slot", () => {
    const [first, second] = coverSlots(5);
    expect(coverSizes(first!, true)).toMatch(/^\(min-width: 1024px\) 1080px, 100vw$/);
    expect(coverSizes(second!, false)).toBe("(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw");
    expect(coverSizes(coverSlots(4)[0]!, false)).toMatch(/^\(min-width: 1024px\) 720px/);
    // A row's picture: half its slot at a desk, the row's small picture on a phone.
    expect(coverSizes(coverSlots(5)[4]!, false, true)).toBe(
      `(min-width: 1024px) 270px, (min-width: 768px) 45vw, ${PHONE_ROW_PICTURE_PX}px`,
    );
  });

  it("gives a tablet's first cover the whole row only when the count is odd", () => {
    expect([1, 2, 3, 4, 5].map(firstCoverFullOnTablet)).toEqual([true, false, true, false, true]);
  });
});
