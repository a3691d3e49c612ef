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
