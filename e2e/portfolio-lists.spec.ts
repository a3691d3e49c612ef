import { expect, gotoHydrated, test } from "./support/fixtures";
import { rowHoles } from "./support/grid-rows";

// The portfolio's lists end without holes: a card row is full whatever the number of cards, and
// the graphic masonry's columns end together.

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
