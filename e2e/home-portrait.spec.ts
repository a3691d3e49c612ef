import { expect, test } from "./support/fixtures";
import { PORTRAIT_PAGES, checkPortrait, largestPaintOfHome } from "./home-portrait-checks";

for (const path of PORTRAIT_PAGES) {
  for (const theme of ["light", "dark"] as const) {
    test(`${path} in ${theme}: the hero shows the owner's portrait in the theme's version`, async ({ page }) => {
      await checkPortrait(page, path, theme);
    });
  }
}

test("the hero picture, not the portrait, is the home page's largest paint", async ({ page }) => {
  expect(await largestPaintOfHome(page)).not.toMatch(/portrait/);
});
