/** What a change of span costs: widening crops a tall picture into a strip, so it costs double. */
function distortion(span: number, wish: number): number {
  return span > wish ? 2 * (span - wish) : wish - span;
}

/**
 * How many columns each item of a grid takes so that every row is full. `wanted` is each item's
 * own wish (a wide image two, a tall one one), in the items' order, which stays. Of the layouts
 * with every row full, this is the one that strays least from the wishes (a wide image may
 * narrow, an image may widen, widening counting double); on a tie, items keep their wish as early
 * as they can, so it is the last items that give.
 */
export function fillRows(wanted: readonly number[], columns: number): number[] {
  const wishes = wanted.map((wish) => Math.min(Math.max(wish, 1), columns));
  const spansFrom = (filled: number) => Array.from({ length: columns - filled }, (_, index) => index + 1);
  // best[i][filled]: the least cost of placing items i.. with `filled` columns of the row taken.
  const best: number[][] = Array.from({ length: wishes.length + 1 }, () => Array<number>(columns).fill(Infinity));
  best[wishes.length]![0] = 0;
  for (let i = wishes.length - 1; i >= 0; i--) {
    for (let filled = 0; filled < columns; filled++) {
      for (const span of spansFrom(filled)) {
        const cost = distortion(span, wishes[i]!) + best[i + 1]![(filled + span) % columns]!;
        best[i]![filled] = Math.min(best[i]![filled]!, cost);
      }
    }
  }
  const spans: number[] = [];
  let filled = 0;
  for (const [i, wish] of wishes.entries()) {
    // The item's own wish first, then the others by what they cost.
    const order = spansFrom(filled).sort((a, b) => (a === wish ? -1 : b === wish ? 1 : distortion(a, wish) - distortion(b, wish)));
    const span = order.find((option) => distortion(option, wish) + best[i + 1]![(filled + option) % columns]! === best[i]![filled])!;
    spans.push(span);
    filled = (filled + span) % columns;
  }
  return spans;
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
