import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

// The portfolio's lists end without holes: a card row is full whatever the number of cards, and
// the graphic masonry's columns end together.

/** Each row of a grid, as its items' boxes against the grid's: what is left uncovered. */
function rowHoles(grid: Locator): Promise<string[]> {
  return grid.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const rows = new Map<number, DOMRect[]>();
    for (const item of list.children) {
      const rect = item.getBoundingClientRect();
      rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
    }
    const holes: string[] = [];
    for (const [top, row] of rows) {
      const covered = row.reduce((sum, item) => sum + item.width, 0) + gap * (row.length - 1);
      if (Math.abs(covered - box.width) > 2) holes.push(`the row at ${top} covers ${Math.round(covered)} of ${Math.round(box.width)} px`);
    }
    return holes;
  });
}

for (const width of [768, 1024, 1440, 1920]) {
  test(`every card row of frontend, backend and fullstack is full at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/portfolio");
    for (const id of ["frontend", "backend", "fullstack"]) {
      const grid = page.locator(`#${id} ul:has(> li article)`);
      if ((await grid.locator("> li").count()) < 2) continue;
      expect(await rowHoles(grid), `#${id} at ${width} px`).toEqual([]);
    }
  });

  test(`the graphic masonry's columns end together at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/portfolio");
    const columns = page.locator("#graphic-design ul:has(a[aria-haspopup=dialog])");
    const ends = await columns.evaluateAll((lists) =>
      lists.map((list) => Math.round(list.querySelector(":scope > li:last-child")!.getBoundingClientRect().bottom)),
    );
    expect(ends.length).toBeGreaterThan(1);
    expect(Math.max(...ends) - Math.min(...ends), `column ends ${ends.join(", ")}`).toBeLessThanOrEqual(2);
  });
}
