import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

// On a phone (390 px) the fixed header is solid: a see-through bar lets the headings scrolling
// under it show as a smudge.
for (const theme of ["light", "dark"]) {
  test(`on a phone the header is opaque, so nothing scrolling under it shows through (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 800);
    await page.mouse.wheel(0, -200);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-visible", "true");
    const look = await header.evaluate((el) => {
      const style = getComputedStyle(el);
      // The canvas resolves any CSS colour (oklab, alpha) into its sRGB pixel's alpha.
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.fillStyle = style.backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      return { alpha: ctx.getImageData(0, 0, 1, 1).data[3], backdrop: style.backdropFilter };
    });
    expect(look).toEqual({ alpha: 255, backdrop: "none" });
  });
}
