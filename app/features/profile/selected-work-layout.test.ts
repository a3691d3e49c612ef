import { describe, expect, it } from "vitest";
import { coverSpans, firstCoverFullOnTablet } from "./selected-work-layout";

describe("coverSpans", () => {
  it("fills every twelve-column row, whatever the count", () => {
    for (let count = 1; count <= 5; count++) {
      const spans = coverSpans(count);
      expect(spans).toHaveLength(count);
      let row = 0;
      for (const span of spans) row = (row + span) % 12;
      expect(row, `${count} covers`).toBe(0);
    }
  });

  it("lays five covers out as three, then two", () => {
    expect(coverSpans(5)).toEqual([4, 4, 4, 6, 6]);
  });

  it("gives a tablet's first cover the whole row only when the count is odd", () => {
    expect([1, 2, 3, 4, 5].map(firstCoverFullOnTablet)).toEqual([true, false, true, false, true]);
  });
});
