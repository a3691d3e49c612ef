import { expect, gotoHydrated, test } from "./support/fixtures";
import { blogPageCount, listPageAddress } from "./blog-content";
import { rowHoles } from "./support/grid-rows";

// The blog's grids end without holes: the title tile takes what the cards leave of its row, and a
// year's last cards widen where the tile is not there to give.

for (const width of [390, 768, 1024, 1440, 1920]) {
  test(`every row of every year's grid is full at ${width} px, on every list page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (let number = 1; number <= blogPageCount(); number++) {
      await gotoHydrated(page, listPageAddress("en", number));
      const grids = page.locator("section[aria-labelledby^=year-] > ul");
      expect(await grids.count()).toBeGreaterThan(0);
      // Full across, and no item shorter than its row (a short tile left a hole under it).
      const holes = await rowHoles(grids, { evenHeights: true });
      expect(holes, `page ${number} at ${width} px`).toEqual([]);
    }
  });
}
