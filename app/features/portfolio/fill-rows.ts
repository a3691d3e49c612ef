/**
 * How many columns each item of a grid takes so that every row is full. `wanted` is each item's
 * own wish (a wide image two, a tall one one), in the items' order, which stays. When the next
 * item does not fit in what is left of a row, the row's last item widens to close the gap, and so
 * does the very last item; rows of equal height then leave no hole.
 */
export function fillRows(wanted: readonly number[], columns: number): number[] {
  const result: number[] = [];
  let filled = 0;
  for (const wish of wanted) {
    const span = Math.min(Math.max(wish, 1), columns);
    if (filled + span > columns) {
      result[result.length - 1]! += columns - filled;
      filled = 0;
    }
    result.push(span);
    filled = (filled + span) % columns;
  }
  if (filled > 0) result[result.length - 1]! += columns - filled;
  return result;
}

/**
 * The card grid's columns on wide screens, chosen by the number of cards: up to four cards share
 * one row; more take four or three to a row, whichever leaves less to widen in the last row.
 */
export function cardColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const gap = (columns: number) => (columns - (count % columns)) % columns;
  return gap(3) < gap(4) ? 3 : 4;
}
