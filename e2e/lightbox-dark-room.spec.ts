import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { LIGHTBOX_CONTROLS, viewer } from "./support/lightbox";
import { webProjectWithMostImages } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// The lightbox is a dark room in either theme, its toolbar quiet: bare glyphs, no rings or fills.

/** Relative luminance of a computed `rgb(...)` colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

for (const theme of ["light", "dark"] as const) {
  test(`the lightbox shows the picture on a dark ground with a quiet toolbar (${theme} theme)`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, `/portfolio/${webProjectWithMostImages()}`);
    await page.getByRole("button", { name: /Open image 1/ }).click();
    const box = viewer(page);
    await expectSeen(box.locator(".yarl__slide_current img"));
    const ground = await box.locator(".yarl__container").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(luminance(ground)).toBeLessThan(0.02);
    for (const name of LIGHTBOX_CONTROLS.filter((control) => !control.endsWith("image"))) {
      const button = box.getByRole("button", { name, exact: true });
      await expectSeen(button);
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: style.borderTopWidth, fill: style.backgroundColor };
      });
      expect(look).toEqual({ border: "0px", fill: "rgba(0, 0, 0, 0)" });
    }
  });
}
