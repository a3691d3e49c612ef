import type { Page } from "@playwright/test";

/**
 * Resolves once every animation and transition running in the page has finished (endless ones
 * aside), two frames after the call so those that hydration set going have started: what the
 * page looks like at rest, however slowly a busy machine plays it.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
