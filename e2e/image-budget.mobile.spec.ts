import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

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
      .map((e) => ({ url: new URL(e.name).pathname, bytes: e.transferSize }));
  }, IMAGE_URL.source);
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

test("a 390 px phone loads at most 200 KB of images on /", async ({ page }) => {
  await gotoHydrated(page, "/");
  const images = await imageTransfers(page);
  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  console.log(`images on / at 390 px: ${total} bytes`, images);
  expect(images.some((image) => image.url.startsWith("/img/hero/mobile-light."))).toBe(true);
  expect(total).toBeLessThanOrEqual(MAX_HOME_IMAGE_BYTES);
});

test("the hero loads only the phone's art in the visitor's theme", async ({ page }) => {
  await gotoHydrated(page, "/");
  const urls = (await imageTransfers(page)).map((image) => image.url).filter((url) => url.startsWith("/img/hero/"));
  expect(urls).toHaveLength(1);
  expect(urls[0]).toMatch(/^\/img\/hero\/mobile-light\.[0-9a-f]+-\d+\.avif$/);
  const hero = page.locator(`#home img[src*="/img/hero/"]:visible`);
  await expect(hero).toHaveCount(1);
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("in the dark theme the hero shows the dark art", async ({ page }) => {
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, "/");
  const hero = page.locator(`#home img[src*="/img/hero/"]:visible`);
  await expect(hero).toHaveCount(1);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/hero\/mobile-dark\./);
});

test("the first screen paints without layout shift, its largest paint the hero or the first work's cover", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __lcp: string };
    w.__cls = 0;
    w.__lcp = "";
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
      const cover = last?.element?.closest("[data-testid=work-cover]");
      w.__lcp = !last?.element ? "" : cover ? "IMG#work-cover" : `${last.element.tagName}#${last.element.closest("[id]")?.id ?? ""}`;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const { cls, lcp } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __lcp: string };
    return { cls: w.__cls, lcp: w.__lcp };
  });
  expect(cls).toBeLessThan(0.01);
  expect(lcp).toMatch(/^(IMG|H1|SPAN)#home|^IMG#work-cover$/);
});

for (const theme of ["light", "dark"] as const) {
  test(`the not-found page shows the phone crop of its ${theme} background`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/nope");
    const background = page.locator("section img:visible");
    await expect(background).toHaveCount(1);
    await expect
      .poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(new RegExp(`/img/not-found/mobile-${theme}\\.[0-9a-f]+-\\d+\\.avif$`));
  });
}
