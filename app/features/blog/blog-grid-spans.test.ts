import { describe, expect, it } from "vitest";
import { blogSpans, drawnWithFirstCard } from "./blog-grid-spans";

/** The widths of each row of a grid, the tile first: a full row sums to `columns`. */
function rowSums({ tile, cards }: { tile: number | null; cards: number[] }, columns: number): number[] {
  const sums: number[] = [];
  let row = 0;
  for (const span of tile === null ? cards : [tile, ...cards]) {
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
  it("fills every row, tile and cards, for any number of cards on one to three columns", () => {
    for (const columns of [1, 2, 3]) {
      for (let cards = 0; cards <= 9; cards++) {
        for (const withTile of [true, false]) {
          const sums = rowSums(blogSpans(cards, columns, withTile), columns);
          expect(sums.every((sum) => sum === columns), `${cards} cards on ${columns}, tile ${withTile}: ${sums}`).toBe(true);
        }
      }
    }
  });

  it("lets the tile give: it takes what the cards leave of its row, or the whole row", () => {
    expect(blogSpans(2, 3, true)).toEqual({ tile: 1, cards: [1, 1] });
    expect(blogSpans(4, 3, true)).toEqual({ tile: 2, cards: [1, 1, 1, 1] });
    expect(blogSpans(3, 3, true)).toEqual({ tile: 3, cards: [1, 1, 1] });
    expect(blogSpans(2, 2, true)).toEqual({ tile: 2, cards: [1, 1] });
    expect(blogSpans(5, 1, true)).toEqual({ tile: 1, cards: [1, 1, 1, 1, 1] });
  });

  it("widens the last cards of a year without the tile", () => {
    expect(blogSpans(1, 3, false)).toEqual({ tile: null, cards: [3] });
    expect(blogSpans(2, 3, false).cards.reduce((a, b) => a + b)).toBe(3);
    expect(blogSpans(3, 2, false).cards).toEqual([1, 1, 2]);
  });
});

describe("drawnWithFirstCard", () => {
  it("counts the items in the rows up to the first card's, the tile included", () => {
    // Tile and two cards in one row of three: all three are drawn together.
    expect(drawnWithFirstCard({ tile: 1, cards: [1, 1, 1, 1, 1] }, 3)).toBe(3);
    // The tile alone in its row, then two cards: the first card's row holds both.
    expect(drawnWithFirstCard({ tile: 2, cards: [1, 1] }, 2)).toBe(3);
    // One column: the tile and the first card.
    expect(drawnWithFirstCard({ tile: 1, cards: [1, 1, 1] }, 1)).toBe(2);
    // No tile: the first card's row.
    expect(drawnWithFirstCard({ tile: null, cards: [1, 1, 1, 1] }, 3)).toBe(3);
  });
});
