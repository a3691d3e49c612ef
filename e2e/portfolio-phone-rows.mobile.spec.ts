import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { layout, project } from "./portfolio-content";

// At 390 px the three project sections are lists to scan: each card a compact row, its small
// cover beside its category and title, its description the card's whole width under them, and the
// graphic tiles two to a row. Full cards ran the page to 14,000 px.

for (const section of ["frontend", "backend", "fullstack"] as const) {
  test(`at 390 px the ${section} cards are rows: the cover beside the title, the whole short description under both`, async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    const cards = page.locator(`#${section} article`);
    await expect(cards).toHaveCount(layout[section].length);
    for (const [index, slug] of layout[section].entries()) {
      const card = cards.nth(index);
      await expectSeen(card, { scroll: true });
      const cover = card.locator("img").first();
      const title = card.getByRole("heading", { level: 3 });
      await expect(title).toHaveText(project(slug).title);
      const box = async (part: typeof card) => (await part.boundingBox())!;
      const [cardBox, coverBox, titleBox] = [await box(card), await box(cover), await box(title)];
      expect(cardBox.height, project(slug).title).toBeLessThanOrEqual(240);
      // The cover left of the title, level with it, and small.
      expect(coverBox.x + coverBox.width).toBeLessThanOrEqual(titleBox.x);
      expect(coverBox.y).toBeLessThan(titleBox.y + titleBox.height);
      expect(coverBox.width).toBeLessThanOrEqual(cardBox.width / 3);
      // The description starts under the cover at its left edge and is shown whole: its 110
      // characters, not one line of them cut beside the cover.
      const description = card.getByTestId("card-description");
      // (Like the label, it lies under the card's stretched link, which is what a person sees of it.)
      await expect(description).toBeVisible();
      const shown = description.locator("[aria-hidden=true]");
      const descriptionBox = await box(description);
      expect(descriptionBox.y).toBeGreaterThanOrEqual(coverBox.y + coverBox.height);
      expect(Math.abs(descriptionBox.x - coverBox.x)).toBeLessThanOrEqual(1);
      expect(await shown.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("none");
      const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(descriptionBox.height).toBeGreaterThanOrEqual(2 * lineHeight - 1);
      expect(descriptionBox.y + descriptionBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      // Its spec content stays: the label and the links.
      // (The label lies under the card's stretched link, which is what a person sees of it.)
      await expect(card.getByText("See the project")).toBeVisible();
      for (const link of await card.getByRole("link", { name: /new tab/ }).all()) await expectSeen(link);
    }
  });
}

test("at 390 px the graphic tiles stand in two columns", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const tiles = page.locator("#graphic-design a[aria-haspopup=dialog]");
  await expect(tiles).toHaveCount(layout["graphic-design"].length);
  await expectSeen(tiles.first(), { scroll: true });
  const lefts = await tiles.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
  const widths = await tiles.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().width)));
  expect(new Set(lefts).size, `left edges ${lefts}`).toBe(2);
  expect(Math.max(...widths)).toBeLessThan(390 / 2);
});
