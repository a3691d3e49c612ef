import { notFoundChecks } from "./not-found-checks";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

// At 390 px.
notFoundChecks();

test("on a phone both ways out are as wide as the card's text, one above the other", async ({ page }) => {
  await gotoHydrated(page, "/nope");
  const text = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const home = (await page.getByRole("link", { name: "Go to the home page" }).boundingBox())!;
  const back = (await page.getByRole("button", { name: "Go back" }).boundingBox())!;
  // Stacked at their own widths they were two ragged pills, 237 and 141 px.
  for (const button of [home, back]) {
    expect(Math.abs(button.x - text.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(button.width - text.width)).toBeLessThanOrEqual(1);
  }
  expect(back.y).toBeGreaterThan(home.y + home.height);
});

/** The phone art (9:16) hangs from the section's top at its width, or covers a taller section. */
const artHeight = (section: { width: number; height: number }) => Math.max((section.width * 16) / 9, section.height);

test("on a phone the card sits close under the art's 404, with no dead band between", async ({ page }) => {
  await gotoHydrated(page, "/nope");
  const card = (await page.getByRole("heading", { level: 1 }).locator("..").boundingBox())!;
  const section = (await page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) }).boundingBox())!;
  // The phone art's digits end at 31 % of its height.
  const gap = card.y - (section.y + artHeight(section) * 0.31);
  // Centred in the space below, the card hung about 80 px under the digits.
  expect(gap).toBeGreaterThan(0);
  expect(gap).toBeLessThanOrEqual(48);
});

for (const lng of ["en", "sv"]) {
  test(`on a phone the dotted field ends close under the card, with no empty field before the footer (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    await gotoHydrated(page, "/nope");
    const card = (await page.getByRole("heading", { level: 1 }).locator("..").boundingBox())!;
    const section = (await page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) }).boundingBox())!;
    const below = section.y + section.height - (card.y + card.height);
    // Filled to the screen's foot, the field left 120 (en) to 160 px (sv) of dots under the card.
    expect(below).toBeGreaterThanOrEqual(40);
    expect(below).toBeLessThanOrEqual(56);
    // The footer follows the field, with no bare band between them.
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    expect(Math.abs(footer.y - (section.y + section.height))).toBeLessThanOrEqual(1);
  });
}
