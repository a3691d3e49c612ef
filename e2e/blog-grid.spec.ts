import { expect, gotoHydrated, test } from "./support/fixtures";
import { blogPageCount, listPageAddress } from "./blog-content";

// The blog's grids end without holes: the title tile takes what the cards leave of its row, and a
// year's last cards widen where the tile is not there to give.

for (const width of [390, 768, 1024, 1440, 1920]) {
  test(`every row of every year's grid is full at ${width} px, on every list page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (let number = 1; number <= blogPageCount(); number++) {
      await gotoHydrated(page, listPageAddress("en", number));
      const grids = page.locator("section[aria-labelledby^=year-] > ul");
      expect(await grids.count()).toBeGreaterThan(0);
      const holes = await grids.evaluateAll((lists) =>
        lists.flatMap((list) => {
          const box = list.getBoundingClientRect();
          const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
          const rows = new Map<number, DOMRect[]>();
          for (const item of list.children) {
            const rect = item.getBoundingClientRect();
            rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
          }
          return [...rows].flatMap(([top, row]) => {
            const covered = row.reduce((sum, item) => sum + item.width, 0) + gap * (row.length - 1);
            const heights = row.map((item) => Math.round(item.height));
            // Full across, and no item shorter than its row (a short tile left a hole under it).
            const year = list.parentElement!.getAttribute("aria-labelledby");
            const what = `${year}: the row at ${top} covers ${Math.round(covered)} of ${Math.round(box.width)} px`;
            return Math.abs(covered - box.width) > 2 || Math.max(...heights) - Math.min(...heights) > 2
              ? [`${what}, heights ${heights.join("/")}`]
              : [];
          });
        }),
      );
      expect(holes, `page ${number} at ${width} px`).toEqual([]);
    }
  });
}
