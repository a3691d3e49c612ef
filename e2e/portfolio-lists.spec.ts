import { expect, gotoHydrated, test } from "./support/fixtures";
import { rowHoles } from "./support/grid-rows";

// The portfolio's lists end without holes: a card row is full whatever the number of cards. The
// graphic masonry's tiles keep their pictures' heights (a column may end short of the others).

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

  test(`no graphic design tile is taller than its picture at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/portfolio");
    // The framed box above each tile's title, against the height its picture takes at the box's width.
    const tiles = page.locator("#graphic-design a[aria-haspopup=dialog] > div:has(img)");
    expect(await tiles.count()).toBeGreaterThan(2);
    for (const tile of await tiles.all()) {
      await tile.scrollIntoViewIfNeeded();
      const { box, picture, name } = await tile.evaluate((div) => {
        const img = div.querySelector("img")!;
        const rect = div.getBoundingClientRect();
        const aspect = Number(img.getAttribute("height")) / Number(img.getAttribute("width"));
        return { box: rect.height, picture: rect.width * aspect, name: img.currentSrc.split("/").pop() };
      });
      expect(box, `${name}: tile ${Math.round(box)} px, picture ${Math.round(picture)} px`).toBeLessThanOrEqual(picture + 2);
    }
  });
}
