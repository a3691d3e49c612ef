import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// A list's cards and the profile's sections far below the first screen skip rendering until the
// visitor comes near them (the render-when-near utility in app/app.css), so their images do not
// load with the first view; scrolled to, each is drawn and its image loads.

/** Whether the browser draws the block's content now (false while content-visibility skips it). */
const drawn = (block: Locator) =>
  block.evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);

for (const path of ["/portfolio", "/", "/sv/portfolio"]) {
  test(`${path}: the last block waits off screen, and is drawn whole once scrolled to`, async ({ page }) => {
    await gotoHydrated(page, path);
    const blocks = page.locator(".render-when-near");
    expect(await blocks.count()).toBeGreaterThan(1);
    const last = blocks.last();
    const screen = await page.evaluate(() => innerHeight);
    expect(await last.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(3 * screen);
    expect(await drawn(last)).toBe(false);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    // Its heading, or the card's button or link: a tall section does not fit the screen whole.
    await expectSeen(last.locator("h2, button, a").first(), { scroll: true });
    const images = last.locator("img:visible");
    for (const image of await images.all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
}
