import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// On a phone too the portfolio's card of alpha-studio (the one e2e project with cover-dark.svg)
// shows the theme's picture from its first paint.
for (const theme of ["light", "dark"] as const) {
  test(`at 390 px in the ${theme} theme the card's cover is the theme's picture`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/portfolio");
    const cover = page.locator('img[src*="/projects/alpha-studio/cover"]:visible').first();
    await cover.scrollIntoViewIfNeeded();
    await expectSeen(cover.locator("xpath=ancestor::*[self::article or self::li][1]"), { scroll: true });
    await expect.poll(() => cover.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toBeTruthy();
    const name = theme === "dark" ? "cover-dark" : "cover";
    expect(await cover.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`/projects/alpha-studio/${name}\\.`));
  });
}
