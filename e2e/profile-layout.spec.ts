import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// How the profile sections below the first screen are laid out at 1440 px (and, for the tools,
// the widths in between). Entrances run at their end, so boxes are where they come to rest.
test.use({ contextOptions: { reducedMotion: "reduce" } });

test.describe("profile layout on a large screen", () => {

  test("education's cards stand three to a row, each programme's courses behind a disclosure that opens", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cells = page.locator("#education ol > li, #education ol + div");
    const tops = await cells.evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
    const card = page.locator("#education ol > li").first();
    const course = card.locator("details li").first();
    await expect(course).toBeHidden();
    const summary = card.locator("summary");
    await expect(summary).toContainText("Courses");
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expectSeen(course);
  });

  test("from 768 px nothing folds: each entry's whole text and every tool show, with no More", async ({ page }) => {
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const entry = page.locator("#experience article").first();
      const fold = entry.locator("details[data-fold]");
      await expect(fold).toBeHidden();
      const text = fold.locator("xpath=preceding-sibling::*[1]");
      expect(await text.evaluate((el) => el.scrollHeight - el.clientHeight), `${width} px`).toBeLessThanOrEqual(1);
      const tools = entry.getByRole("list", { name: "Tech used" }).getByRole("listitem");
      await tools.last().scrollIntoViewIfNeeded();
      await expectSeen(tools.last());
      const card = page.locator("#education ol > li").first();
      const cardText = card.locator("details[data-fold]").locator("xpath=preceding-sibling::*[1]");
      expect(await cardText.evaluate((el) => el.scrollHeight - el.clientHeight), `${width} px`).toBeLessThanOrEqual(1);
      await expect(card.locator("summary")).toContainText("Courses");
    }
  });

});
