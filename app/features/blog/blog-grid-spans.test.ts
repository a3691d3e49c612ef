import { describe, expect, it } from "vitest";
import { blogSpans, drawnWithFirstCard, wideColumns } from "./blog-grid-spans";

/** The widths of each row of a grid: a full row sums to `columns`. */
function rowSums(spans: readonly number[], columns: number): number[] {
  const sums: number[] = [];
  let row = 0;
  for (const span of spans) {
    row += span;
    if (row >= columns) {
      sums.push(row);
      row = 0;
    }
  }
  if (row > 0) sums.push(row);
  return sums;
}

describe("blogSpans", () => {
  it("fills every row for any number of cards on one to three columns, featured or not", () => {
    for (const columns of [1, 2, 3]) {
      for (let cards = 0; cards <= 9; cards++) {
        for (const featured of [true, false]) {
          const sums = rowSums(blogSpans(cards, columns, featured), columns);
          expect(sums.every((sum) => sum === columns), `${cards} cards on ${columns}, featured ${featured}: ${sums}`).toBe(true);
        }
      }
    }
  });

  it("gives the featured card a row of its own, the others one column each where they fill theirs", () => {
    expect(blogSpans(4, 3, true)).toEqual([3, 1, 1, 1]);
    expect(blogSpans(3, 2, true)).toEqual([2, 1, 1]);
    expect(blogSpans(1, 3, true)).toEqual([3]);
    expect(blogSpans(0, 3, true)).toEqual([]);
  });

  it("widens the last cards of a row left short", () => {
    expect(blogSpans(1, 3, false)).toEqual([3]);
    expect(blogSpans(2, 3, false).reduce((a, b) => a + b)).toBe(3);
    expect(blogSpans(3, 2, false)).toEqual([1, 1, 2]);
    expect(blogSpans(5, 3, true)).toEqual([3, 1, 1, 1, 1].slice(0, 1).concat(blogSpans(4, 3, false)));
  });
});

describe("drawnWithFirstCard", () => {
  it("counts the cards in the first card's row", () => {
    expect(drawnWithFirstCard([3, 1, 1, 1], 3)).toBe(1);
    expect(drawnWithFirstCard([1, 1, 1, 1], 3)).toBe(3);
    expect(drawnWithFirstCard([1, 2], 3)).toBe(2);
    expect(drawnWithFirstCard([1, 1, 1], 1)).toBe(1);
    expect(drawnWithFirstCard([], 3)).toBe(0);
  });
});

describe("wideColumns", () => {
  it("lays four cards below the featured one as a 2×2, and two cards as a pair", () => {
    expect(wideColumns(5, true)).toBe(2);
    expect(wideColumns(2, false)).toBe(2);
    expect(wideColumns(4, false)).toBe(2);
  });

  it("keeps three columns where three fill the rows or two do not either", () => {
    expect(wideColumns(4, true)).toBe(3);
    expect(wideColumns(6, false)).toBe(3);
    expect(wideColumns(2, true)).toBe(3);
    expect(wideColumns(5, false)).toBe(3);
  });
});
