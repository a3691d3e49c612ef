import { expect, test } from "./support/fixtures";
import { imageFiles } from "./support/image-files";
import { expectSeen } from "./support/seen";

// On a phone the home page's covers after the first are under the first screen but within
// Chrome's lazy-loading distance: they wait for hydration (images-after-hydration in app.css),
// so the slow line carries the scripts first, and then come into their boxes.

test("at 390 px the covers after the first are fetched only once the page has hydrated, then seen", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));

  await page.goto("/", { waitUntil: "load" });
  const covers = page.getByTestId("work-cover");
  expect(await covers.count()).toBeGreaterThan(1);
  const first = await imageFiles(covers.first());
  expect(requested.filter((url) => first.includes(url)).length).toBeGreaterThan(0);
  const later = (await Promise.all((await covers.all()).slice(1).map(imageFiles))).flat();
  expect(later.length).toBeGreaterThan(0);
  expect(requested.filter((url) => later.includes(url))).toEqual([]);

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const last = covers.last().locator("img");
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectSeen(last, { scroll: true });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("at 390 px every cover shows its picture", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" });
    const last = page.getByTestId("work-cover").last().locator("img");
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectSeen(last, { scroll: true });
  });
});
