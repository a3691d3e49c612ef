import type { Page } from "@playwright/test";

/**
 * Holds back the app's scripts, so what a test does next happens before React: the page as
 * prerendered, with the boot script in <head>. Returns the release that lets them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated the page (the app marks <html> once it has). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
}
