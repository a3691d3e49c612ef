import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { sitePath } from "./support/base-path";

// Image budgets, so a phone on a slow connection gets the page quickly, over the build that the
// static server serves (`npm run build` first).
const MAX_FILE_BYTES = 250 * 1024;
const MAX_HOME_IMAGE_BYTES = 200 * 1024;
const IMAGE_URL = /\.(avif|webp|png|jpe?g|gif|svg)(\?|$)/i;

/** Bytes over the wire (headers included) of every image the page has loaded so far. */
async function imageTransfers(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate((pattern) => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return entries
      .filter((e) => new RegExp(pattern, "i").test(e.name))
      .map((e) => ({ url: e.name, bytes: e.transferSize }));
  }, IMAGE_URL.source).then((images) => images.map((image) => ({ ...image, url: sitePath(image.url) })));
}

test("no built image file is over 250 KB", () => {
  const root = "build/client/img";
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isFile());
  expect(files.length).toBeGreaterThan(0);
  const over = files.filter((path) => statSync(path).size > MAX_FILE_BYTES);
  expect(over, "image files over 250 KB").toEqual([]);
});

// One visit in the light theme; the dark art is checked on a visit in the dark theme
// (render-when-near.mobile.spec.ts).
test("a 390 px phone loads at most 200 KB of images on /, and of the hero only the phone's art in its theme", async ({ page }) => {
  await setPreferences(page, { theme: "light" });
  await gotoHydrated(page, "/");
  const images = await imageTransfers(page);

  await test.step("at most 200 KB of images", async () => {
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    console.log(`images on / at 390 px: ${total} bytes`, images);
    expect(images.some((image) => image.url.startsWith("/img/hero/mobile-light."))).toBe(true);
    expect(total).toBeLessThanOrEqual(MAX_HOME_IMAGE_BYTES);
  });

  await test.step("the hero loads only the phone's art in the visitor's theme", async () => {
    const urls = images.map((image) => image.url).filter((url) => url.startsWith("/img/hero/"));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/img\/hero\/mobile-light\.[0-9a-f]+-\d+\.avif$/);
    const hero = page.locator(`#home img[src*="/img/hero/"]:visible`);
    await expect(hero).toHaveCount(1);
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
