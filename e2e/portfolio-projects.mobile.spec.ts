import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { layout } from "./portfolio-content";

// Swedish words run long ("beredskapslista"): a project page must fit a phone in both languages.
for (const lng of ["en", "sv"]) {
  test(`on a phone every project page fits the screen's width in ${lng}`, async ({ page }) => {
    await setPreferences(page, { lng });
    for (const slug of [...layout.frontend, ...layout.backend, ...layout.fullstack]) {
      await gotoHydrated(page, `/portfolio/${slug}`);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], `/portfolio/${slug} is wider than the screen`).toBeLessThanOrEqual(widths[1]!);
    }
  });
}
