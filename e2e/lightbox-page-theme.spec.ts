import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { LIGHTBOX_CONTROLS, viewer } from "./support/lightbox";
import { webProjectWithMostImages } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// The lightbox is a room of the page, in its theme: paper by day, the night surface after dark.
// Its controls are the site's icon buttons: a ring in the control edge colour.

/** Relative luminance of a computed `rgb(...)` colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

for (const theme of ["light", "dark"] as const) {
  test(`the lightbox shows the picture in the page's ${theme} theme, its controls ringed`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, `/portfolio/${webProjectWithMostImages()}`);
    await page.getByRole("button", { name: /Open image 1/ }).click();
    const box = viewer(page);
    await expectSeen(box.locator(".yarl__slide_current img"));
    const ground = luminance(await box.locator(".yarl__container").evaluate((el) => getComputedStyle(el).backgroundColor));
    if (theme === "light") expect(ground).toBeGreaterThan(0.8);
    else expect(ground).toBeLessThan(0.02);
    for (const name of ["Previous image", "Next image", "Close the image viewer"] satisfies (typeof LIGHTBOX_CONTROLS)[number][]) {
      const button = box.getByRole("button", { name, exact: true });
      await expectSeen(button);
      expect(await button.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("1px");
    }
  });
}
