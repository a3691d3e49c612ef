import { expect, gotoHydrated, test } from "./support/fixtures";
import { blogPageCount, listPageAddress } from "./blog-content";
import { expectSeen } from "./support/seen";

// Below the featured post the cards share rows as equals: a count that two columns fill (four
// below the featured one, or two in a year) lies as pairs, not as a row of three and a lone card
// stretched sideways across the next, its art cropped into a strip.

test("the cards below the featured one are all one width where their count fills rows, at 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  let checked = 0;
  for (let number = 1; number <= blogPageCount(); number++) {
    await gotoHydrated(page, listPageAddress("en", number));
    const grids = page.locator("section[aria-labelledby^=year-] > ul");
    for (let index = 0; index < (await grids.count()); index++) {
      const cards = grids.nth(index).locator(":scope > li");
      const widths = await cards.evaluateAll((items) =>
        items
          // The featured card takes a row of its own, lying sideways.
          .filter((item) => !item.querySelector("[data-featured]"))
          .map((item) => Math.round(item.getBoundingClientRect().width)),
      );
      if (widths.length < 2 || (widths.length % 2 !== 0 && widths.length % 3 !== 0)) continue;
      await expectSeen(cards.last(), { scroll: true });
      expect(Math.max(...widths) - Math.min(...widths), `page ${number}, grid ${index}: ${widths}`).toBeLessThanOrEqual(1);
      checked++;
    }
  }
  expect(checked, "a grid whose cards two or three columns fill").toBeGreaterThan(0);
});

test("a card's description and the start of its post are shown whole, with no line clamp to cut them again", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, listPageAddress("en", 2));
  const card = page.getByTestId("blog-card").first();
  // The card (16:10 picture and words) is about as tall as the viewport; its title is what is seen.
  await expectSeen(card.getByRole("heading"), { scroll: true });
  const clamp = (locator: typeof card) => locator.evaluate((el) => getComputedStyle(el).webkitLineClamp);
  expect(await clamp(card.locator("h2 + p"))).toBe("none");
  expect(await clamp(card.getByTestId("blog-card-content"))).toBe("none");
});
