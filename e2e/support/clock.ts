import type { Page } from "@playwright/test";

/**
 * Stops the page's clock where it is, so time passes only by `page.clock.runFor`: a timer fires
 * exactly when the test lets it, never early or late because the machine is busy.
 */
export async function pauseClock(page: Page): Promise<number> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1);
      return await page.evaluate(() => Date.now());
    } catch (error) {
      // The clock ran on past `now + 1` before the pause reached it; it is paused now, so retry.
      if (!/past/.test(String(error))) throw error;
    }
  }
}
