import { expect, test } from "./support/fixtures";
import { PORTRAIT_PAGES, checkPortrait, largestPaintOfHome } from "./home-portrait-checks";

// At 390 px the portrait sits beside the name, under the hero's band, still in the first screen.
for (const path of PORTRAIT_PAGES) {
  test(`${path} at 390 px: the hero shows the owner's portrait`, async ({ page }) => {
    await checkPortrait(page, path, "light");
  });
}

test("at 390 px the portrait does not take the home page's largest paint", async ({ page }) => {
  expect(await largestPaintOfHome(page)).not.toMatch(/portrait/);
});
