import { expect, gotoHydrated, test } from "./support/fixtures";

test("at 390 px the first cover, on the first screen, loads at once; the covers below it wait to be loaded lazily", async ({ page }) => {
  await gotoHydrated(page, "/");
  const [first, ...below] = await page.getByTestId("work-cover").locator("img").evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).loading),
  );
  expect(first).toBe("eager");
  expect(below.length).toBeGreaterThan(0);
  expect(new Set(below)).toEqual(new Set(["lazy"]));
});
