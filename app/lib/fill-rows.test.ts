import { describe, expect, it } from "vitest";
import { cardColumns, fillRows } from "./fill-rows";

/** Sums each row of a layout, to show that every row is full. */
function rows(spans: number[], columns: number): number[] {
  const sums: number[] = [];
  let row = 0;
  for (const span of spans) {
    row += span;
    if (row === columns) {
      sums.push(row);
      row = 0;
    }
  }
  if (row > 0) sums.push(row);
  return sums;
}

describe("fillRows", () => {
  it("keeps each item's wish when the rows fill", () => {
    expect(fillRows([2, 1, 1, 2], 3)).toEqual([2, 1, 1, 2]);
    expect(fillRows([1, 1, 2], 2)).toEqual([1, 1, 2]);
  });

  it("narrows a wide image rather than stretch a tall one across a row", () => {
    // Tall, wide, tall on three columns: three equal tiles, not a tall image the whole width.
    expect(fillRows([1, 2, 1], 3)).toEqual([1, 1, 1]);
    expect(fillRows([2, 1, 1], 3)).toEqual([1, 1, 1]);
    // Widening counts double, so a tall image widens only where nothing cheaper fills the row.
    expect(fillRows([1, 1, 2, 1], 3)).toEqual([1, 2, 2, 1]);
  });

  it("widens the last items when nothing else fills the row", () => {
    expect(fillRows([1, 1, 1], 2)).toEqual([1, 1, 2]);
    expect(fillRows([1, 1, 1, 1, 1], 3)).toEqual([1, 1, 1, 1, 2]);
    expect(fillRows([1], 2)).toEqual([2]);
  });

  it("never asks for more columns than there are", () => {
    expect(fillRows([2, 2], 1)).toEqual([1, 1]);
  });

  it("fills every row for any mix of wishes and columns", () => {
    for (let count = 1; count <= 7; count++) {
      for (let mask = 0; mask < 2 ** count; mask++) {
        const wanted = Array.from({ length: count }, (_, bit) => ((mask >> bit) & 1) + 1);
        for (const columns of [2, 3, 4]) {
          const layout = fillRows(wanted, columns);
          expect(layout).toHaveLength(count);
          expect(rows(layout, columns).every((sum) => sum === columns)).toBe(true);
        }
      }
    }
  });
});

describe("cardColumns", () => {
  it("puts up to four cards in one row", () => {
    expect([1, 2, 3, 4].map(cardColumns)).toEqual([1, 2, 3, 4]);
  });

  it("takes three or four to a row, whichever leaves the last row fuller", () => {
    expect(cardColumns(5)).toBe(3);
    expect(cardColumns(6)).toBe(3);
    expect(cardColumns(7)).toBe(4);
    expect(cardColumns(8)).toBe(4);
    expect(cardColumns(9)).toBe(3);
  });
});
