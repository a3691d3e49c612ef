import type { Locator } from "@playwright/test";

/**
 * Each row of each grid the locator finds, as its items' boxes against the grid's: a row that does
 * not run the grid's full width, or (with `evenHeights`) an item shorter than its row, which
 * leaves a hole under it. Empty when every row is whole.
 */
export function rowHoles(grids: Locator, { evenHeights = false } = {}): Promise<string[]> {
  return grids.evaluateAll(
    (lists, even) =>
      lists.flatMap((list) => {
        const box = list.getBoundingClientRect();
        const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
        const rows = new Map<number, DOMRect[]>();
        for (const item of list.children) {
          const rect = item.getBoundingClientRect();
          rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
        }
        const name = list.parentElement?.getAttribute("aria-labelledby") ?? list.id;
        return [...rows].flatMap(([top, row]) => {
          const covered = row.reduce((sum, item) => sum + item.width, 0) + gap * (row.length - 1);
          const heights = row.map((item) => Math.round(item.height));
          const short = Math.abs(covered - box.width) > 2;
          const uneven = even && Math.max(...heights) - Math.min(...heights) > 2;
          return short || uneven
            ? [`${name}: the row at ${top} covers ${Math.round(covered)} of ${Math.round(box.width)} px, heights ${heights.join("/")}`]
            : [];
        });
      }),
    evenHeights,
  );
}
