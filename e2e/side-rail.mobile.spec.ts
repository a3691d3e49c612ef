import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

// The side rail has no background of its own: coloured bands run under it to the screen's edge,
// so no strip of page colour shows beside them.
for (const theme of ["light", "dark"]) {
  test(`profile bands run edge to edge beside the side rail (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/");
    const band = page.locator("#graphic-skills");
    await band.scrollIntoViewIfNeeded();
    const width = page.viewportSize()!.width;
    const box = await band.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left).toBe(0);
    expect(box.right).toBe(width);
    // At the rail's own column the band is what shows, not the page behind it.
    const colours = await band.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementsFromPoint(10, r.top + r.height / 2);
      const painted = at.find((node) => getComputedStyle(node).backgroundColor !== "rgba(0, 0, 0, 0)");
      return { painted: painted && getComputedStyle(painted).backgroundColor, band: getComputedStyle(el).backgroundColor };
    });
    expect(colours.painted).toBe(colours.band);
  });
}

test("the side rail's rule runs to the top when the header hides", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "false");
  const rail = page.getByRole("complementary", { name: "Find me elsewhere" });
  const box = await rail.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(box.top).toBe(0);
  expect(box.bottom).toBe(page.viewportSize()!.height);
});
