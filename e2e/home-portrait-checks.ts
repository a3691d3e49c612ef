import { expect, type Page } from "@playwright/test";
import { gotoHydrated, setPreferences } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// The owner's portrait (site.json `portrait`, with its dark twin) is in the home hero, in the
// theme's version, and the hero picture stays the first view's largest paint.
export const PORTRAIT_PAGES = ["/", "/sv/"] as const;

/** The portrait on the page now: seen in its square, the theme's file, sized before it loads. */
export async function expectPortrait(page: Page, theme: "light" | "dark") {
  const portrait = page.locator(`#home img[src*="/img/contact/portrait"]:visible`);
  // The picture is drawn larger than its square and clipped to it, to bring the face closer: the
  // square it fills is what a person sees.
  await expectSeen(page.locator("#home .crop-marks-shown").filter({ has: page.locator(`img[src*="/img/contact/portrait"]`) }));
  const file = new RegExp(`/img/contact/portrait${theme === "dark" ? "-dark" : ""}\\.[0-9a-f]+-\\d+\\.(avif|webp)$`);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(file);
  // It has its size before it loads, so nothing moves when it arrives.
  await expect(portrait).toHaveAttribute("width", /^\d+$/);
  await expect(portrait).toHaveAttribute("height", /^\d+$/);
}

/**
 * Opens a home page in a theme, recording the first view's largest paint; returns a reader of
 * that paint's file, read once the page's network is quiet.
 */
export async function openHome(page: Page, path: string, theme: "light" | "dark") {
  await setPreferences(page, { theme, lng: path === "/" ? "en" : "sv" });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: string };
    w.__lcp = "";
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element; url?: string }) | undefined;
      w.__lcp = last?.url ?? last?.element?.tagName ?? "";
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await gotoHydrated(page, path);
  return async () => {
    await page.waitForLoadState("networkidle");
    return page.evaluate(() => (window as unknown as { __lcp: string }).__lcp);
  };
}
