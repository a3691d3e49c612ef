import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// In e2e/content only alpha-studio has a dark twin of its cover (cover-dark.svg beside cover.svg);
// beta-shop has one picture for both themes.
const file = (slug: string, name: string) => new RegExp(`/img/projects/${slug}/${name}\\.[^/]*$`);

/** The pictures of `slug`'s cover the page shows: scrolled to, loaded, each one's currentSrc. */
async function shownCovers(page: Page, slug: string): Promise<string[]> {
  const covers = page.locator(`img[src*="/projects/${slug}/cover"]:visible`);
  await expect(covers.first()).toBeAttached();
  const sources: string[] = [];
  for (const cover of await covers.all()) sources.push(await loadedSource(cover));
  return sources;
}

async function loadedSource(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  // A card's link stretches over its picture: the card is what a person sees and taps.
  const card = img.locator("xpath=ancestor::*[self::article or self::li or self::button][1]");
  await expectSeen((await card.count()) ? card : img, { scroll: true });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toBeTruthy();
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}

// One walk per theme over the pages that show covers: the home page, a project's header, the portfolio.
for (const theme of ["light", "dark"] as const) {
  test(`in the ${theme} theme a cover with a dark twin shows the theme's picture, and one without shows its one picture`, async ({
    page,
  }) => {
    await setPreferences(page, { theme });
    for (const path of ["/", "/portfolio/alpha-studio"]) {
      await test.step(`on ${path} a cover with a dark twin shows the theme's picture`, async () => {
        await gotoHydrated(page, path);
        const sources = await shownCovers(page, "alpha-studio");
        const expected = file("alpha-studio", theme === "dark" ? "cover-dark" : "cover");
        for (const source of sources) expect(source).toMatch(expected);
        // The other theme's picture is never fetched (it is lazy and not displayed).
        const other = file("alpha-studio", theme === "dark" ? "cover" : "cover-dark");
        const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
        expect(fetched.filter((name) => expected.test(name)).length).toBeGreaterThan(0);
        if (theme === "light") expect(fetched.filter((name) => other.test(name))).toEqual([]);
      });
    }
    await test.step("on /portfolio the cover with a dark twin shows the theme's picture; one without shows its one picture", async () => {
      await gotoHydrated(page, "/portfolio");
      const twins = await shownCovers(page, "alpha-studio");
      for (const source of twins) expect(source).toMatch(file("alpha-studio", theme === "dark" ? "cover-dark" : "cover"));
      const sources = await shownCovers(page, "beta-shop");
      for (const source of sources) expect(source).toMatch(file("beta-shop", "cover"));
    });
  });
}
