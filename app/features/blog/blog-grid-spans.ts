import { fillRows } from "~/features/portfolio/fill-rows";

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
