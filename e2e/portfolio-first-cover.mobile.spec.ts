import { expect, gotoHydrated, test } from "./support/fixtures";

// The first top-5 cover is the phone's largest paint on /portfolio: loaded lazily it waited for
// the stylesheet and the layout before it was asked for, and the scripts waited for it.
test("at 390 px the first top-5 cover loads at once, at high priority; the others wait to be loaded lazily", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const images = await page.locator("#top-5-projects li img").evaluateAll((imgs) =>
    imgs.map((img) => ({ loading: (img as HTMLImageElement).loading, priority: img.getAttribute("fetchpriority") })),
  );
  const [first, ...rest] = images;
  expect(first).toEqual({ loading: "eager", priority: "high" });
  expect(rest.length).toBeGreaterThan(0);
  expect(new Set(rest.map((image) => image.loading))).toEqual(new Set(["lazy"]));
});
