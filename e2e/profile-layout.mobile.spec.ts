import { expect, gotoHydrated, test } from "./support/fixtures";

// How the profile sections below the first screen are laid out at 390 px. Entrances run at their
// end, so boxes are where they come to rest.
test.use({ contextOptions: { reducedMotion: "reduce" } });

test.describe("profile layout on a phone", () => {
  test("about me's intro leads: its type is no smaller than the text's, close above it, and the cut shows no fade", async ({ page }) => {
    await gotoHydrated(page, "/");
    const lead = page.locator("#who-am-i p").first();
    const text = page.locator("#about-me-text");
    const size = (locator: typeof lead) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const textSize = await text.locator("p").first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(lead)).toBeGreaterThanOrEqual(textSize);
    expect(textSize).toBeGreaterThanOrEqual(17);
    expect(textSize).toBeLessThanOrEqual(18);
    const gap = await page.evaluate(() => {
      const intro = document.querySelector("#who-am-i p")!.getBoundingClientRect();
      return document.querySelector("#me")!.getBoundingClientRect().top - intro.bottom;
    });
    expect(gap).toBeLessThanOrEqual(28);
    expect(await text.evaluate((el) => getComputedStyle(el, "::after").backgroundImage)).toBe("none");
  });

  test("experience cards run the column's full width, without the timeline's rail and dots", async ({ page }) => {
    await gotoHydrated(page, "/");
    const column = await page.locator("#experience-title").evaluate((el) => el.getBoundingClientRect().width);
    const cards = page.locator("#experience article");
    for (const width of await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) {
      expect(Math.round(width)).toBe(Math.round(column));
    }
    const marks = page.locator('#experience ol > li > span[aria-hidden="true"]');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const mark of await marks.all()) await expect(mark).toBeHidden();
    expect(await cards.first().evaluate((el) => getComputedStyle(el).paddingLeft)).toBe("20px");
  });

  test("each education card's courses open in two columns", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const summary of await page.locator("#education summary").all()) {
      await summary.scrollIntoViewIfNeeded();
      await summary.tap();
    }
    const lists = page.locator("#education ol > li ul:not([aria-label])");
    expect(await lists.count()).toBeGreaterThan(0);
    for (const columns of await lists.evaluateAll((els) =>
      els.map((el) => new Set([...el.children].map((item) => Math.round(item.getBoundingClientRect().left))).size),
    )) {
      expect(columns).toBe(2);
    }
  });
});
