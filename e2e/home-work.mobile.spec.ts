import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// On a phone the work comes right after the hero: one screen down, the first cover is in view.
test("at 390 px the first cover is seen after scrolling one screen", async ({ page }) => {
  await gotoHydrated(page, "/");
  const height = await page.evaluate(() => window.innerHeight);
  await page.evaluate((by) => window.scrollBy(0, by), height);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(height);
  await expectSeen(page.getByRole("region", { name: "Selected work" }).getByTestId("work-cover").first());
});

test("at 390 px the covers below the first screen wait to be loaded lazily", async ({ page }) => {
  await gotoHydrated(page, "/");
  const loading = await page.getByTestId("work-cover").locator("img").evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).loading),
  );
  expect(loading.length).toBeGreaterThan(0);
  expect(new Set(loading)).toEqual(new Set(["lazy"]));
});
