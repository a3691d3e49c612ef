import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// On a phone the work comes right after the hero: its first cover starts on the first screen
// (first-screen.mobile.spec.ts) and is whole in view after half a screen's scroll.
test("at 390 px the first cover is seen whole after scrolling half a screen", async ({ page }) => {
  await gotoHydrated(page, "/");
  const half = await page.evaluate(() => Math.round(window.innerHeight / 2));
  await page.evaluate((by) => window.scrollBy(0, by), half);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(half);
  await expectSeen(page.getByRole("region", { name: "Selected work" }).getByTestId("work-cover").first());
});

test("at 390 px the first cover, on the first screen, loads at once; the covers below it wait to be loaded lazily", async ({ page }) => {
  await gotoHydrated(page, "/");
  const [first, ...below] = await page.getByTestId("work-cover").locator("img").evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).loading),
  );
  expect(first).toBe("eager");
  expect(below.length).toBeGreaterThan(0);
  expect(new Set(below)).toEqual(new Set(["lazy"]));
});
