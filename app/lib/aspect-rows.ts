/**
 * Splits pictures, in their order, into rows for a gallery that shows every picture whole: each
 * row is as wide as the page and as tall as its pictures' aspects let it be (a row's height is
 * its width over the sum of its pictures' width-to-height ratios). The rows chosen are the ones
 * whose sums stray least from `target` (about three portrait shots, or two landscape ones), so no
 * row is a strip of many pictures and none is one tall picture blown up across the page.
 *
 * Returns the number of pictures in each row.
 */
export function aspectRows(aspects: readonly number[], target = 2.4, most = 4): number[] {
  const count = aspects.length;
  // best[i]: the least cost of laying out pictures i.., with the row sizes that give it.
  const best: Array<{ cost: number; rows: number[] }> = Array.from({ length: count + 1 }, () => ({ cost: Infinity, rows: [] }));
  best[count] = { cost: 0, rows: [] };
  for (let i = count - 1; i >= 0; i--) {
    let sum = 0;
    for (let size = 1; size <= most && i + size <= count; size++) {
      sum += aspects[i + size - 1]!;
      // Relative, so a row half too tall costs as much as one twice too flat.
      const miss = Math.log(sum / target);
      const cost = miss * miss + best[i + size]!.cost;
      if (cost < best[i]!.cost) best[i] = { cost, rows: [size, ...best[i + size]!.rows] };
    }
  }
  return best[0]!.rows;
}
