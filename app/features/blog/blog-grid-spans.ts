import { fillRows } from "~/lib/fill-rows";

/**
 * How many columns each card of one year's grid takes on `columns` columns, so that no row ends
 * in a hole. A featured card (the newest post, atop the list's first page) takes a row of its
 * own; the last cards widen where the others leave a row short, as the portfolio's cards do.
 */
export function blogSpans(cards: number, columns: number, featured: boolean): number[] {
  const ones = Array.from({ length: cards }, () => 1);
  if (!featured || cards === 0) return fillRows(ones, columns);
  return [columns, ...fillRows(ones.slice(1), columns)];
}

/**
 * The columns of one year's grid from 1280 px: three, or two where the cards below a featured one
 * (or all of them) come in a count that two fill and three do not (four make a 2×2, not a row of
 * three and a lone card stretched sideways across the next). Where neither fills, three stay.
 */
export function wideColumns(cards: number, featured: boolean): 2 | 3 {
  const rest = featured ? Math.max(cards - 1, 0) : cards;
  return rest % 3 !== 0 && rest % 2 === 0 ? 2 : 3;
}

/**
 * How many of a grid's cards, from the first, share a row with it: these are drawn at once with
 * it, while the rest may wait until near.
 */
export function drawnWithFirstCard(spans: readonly number[], columns: number): number {
  let used = 0;
  for (const [index, span] of spans.entries()) {
    if (used + span > columns) return index;
    used += span;
  }
  return spans.length;
}
