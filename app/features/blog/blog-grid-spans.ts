import { fillRows } from "~/lib/fill-rows";

/** How many columns the title tile (when the grid has it) and each card take. */
export type BlogSpans = { tile: number | null; cards: number[] };

/**
 * The spans of one year's grid on `columns` columns, so that no row ends in a hole. The title
 * tile is words only, so it is the one that gives: it takes what the cards leave of its row
 * (the whole row when they fill theirs). Without the tile the last cards widen, as the portfolio's
 * cards do.
 */
export function blogSpans(cards: number, columns: number, withTile: boolean): BlogSpans {
  const ones = Array.from({ length: cards }, () => 1);
  if (!withTile) return { tile: null, cards: fillRows(ones, columns) };
  const left = cards % columns;
  return { tile: left === 0 ? columns : columns - left, cards: ones };
}

/**
 * How many of a grid's items, from the first, share a row with its first card (the tile, when
 * there, comes first): these are drawn at once with it, while the rest may wait until near.
 */
export function drawnWithFirstCard({ tile, cards }: BlogSpans, columns: number): number {
  const spans = tile === null ? cards : [tile, ...cards];
  const first = tile === null ? 0 : 1;
  let used = 0;
  let row = 0;
  const rows = spans.map((span) => {
    if (used + span > columns) {
      row += 1;
      used = 0;
    }
    used += span;
    return row;
  });
  if (first >= rows.length) return rows.length;
  return rows.filter((itemRow) => itemRow <= rows[first]!).length;
}
