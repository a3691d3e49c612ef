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

test("on a phone the card sits close under the art's 404, with no dead band between", async ({ page }) => {
  await gotoHydrated(page, "/nope");
  const card = (await page.getByRole("heading", { level: 1 }).locator("..").boundingBox())!;
  const section = (await page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) }).boundingBox())!;
  // The phone art's digits end at 31 % of its height; it covers the section, scaled to its height.
  const gap = card.y - (section.y + section.height * 0.31);
  // Centred in the space below, the card hung about 80 px under the digits.
  expect(gap).toBeGreaterThan(0);
  expect(gap).toBeLessThanOrEqual(48);
});

for (const lng of ["en", "sv"]) {
  test(`on a phone the 404 and the card stand about centred between the header and the screen's foot (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    await gotoHydrated(page, "/nope");
    const card = (await page.getByRole("heading", { level: 1 }).locator("..").boundingBox())!;
    const section = (await page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) }).boundingBox())!;
    // The phone art's digits start 15.5 % down its height (it covers the section, scaled to its height).
    const above = section.height * 0.155;
    const below = section.y + section.height - (card.y + card.height);
    // Hung from the top, the group left 140 to 180 px of empty field under the card, 53 px above.
    expect(Math.abs(above - below), `${Math.round(above)} px above, ${Math.round(below)} px below`).toBeLessThanOrEqual(48);
  });
}
