import type { Locator } from "@playwright/test";
import { expect, setPreferences, test } from "./support/fixtures";
import { imageFiles } from "./support/image-files";
import { expectSeen } from "./support/seen";
import { at } from "./support/base-path";

// Until the page has hydrated, a list's cards and the profile's sections far below the first
// screen skip rendering (the render-when-near utility in app/app.css), so their images do not
// take the phone's connections from the scripts; hydration lays them all out for real.

/** Whether the browser draws the block's content now (false while content-visibility skips it). */
const drawn = (block: Locator) =>
  block.evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);

// The two templates that have such blocks, one in each language. The home page is visited in the
// dark theme, where its hero shows the dark art.
for (const path of ["/", "/sv/portfolio"]) {
  const dark = path === "/" ? " (dark theme: the hero shows the dark art)" : "";
  test(`${path}: before hydration the last block waits unloaded; hydration lays it out; scrolled to, it loads${dark}`, async ({
    page,
  }) => {
    if (dark) await setPreferences(page, { theme: "dark" });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));

    // Held module scripts hold the load event too: wait for the whole document instead.
    await page.goto(at(path), { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    const blocks = page.locator(".render-when-near");
    expect(await blocks.count()).toBeGreaterThan(1);
    const last = blocks.last();
    const screen = await page.evaluate(() => innerHeight);
    expect(await last.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(2 * screen);
    expect(await drawn(last)).toBe(false);
    const files = await imageFiles(last);
    expect(requested.filter((url) => files.includes(url))).toEqual([]);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => drawn(last)).toBe(true);

    if (dark) {
      const hero = page.locator(`#home img[src*="/img/hero/"]:visible`);
      await expect(hero).toHaveCount(1);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/hero\/mobile-dark\./);
    }

    await last.scrollIntoViewIfNeeded();
    // Its heading, or the card's button or link: a tall section does not fit the screen whole.
    await expectSeen(last.locator("h2, button, a").first(), { scroll: true });
    for (const image of await last.locator("img:visible").all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
}
