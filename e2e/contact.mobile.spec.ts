import { expect, setPreferences, test } from "./support/fixtures";
import { borderContrast } from "./support/contrast";
import { expectSeen } from "./support/seen";
import { field, openContact, submitButton } from "./contact-helpers";
import { contactSeenTests } from "./contact-seen";

// On a phone a bar stuck over the portrait and the greeting costs more of the screen than it helps.
test("on a phone the heading scrolls away with the page instead of sticking over it", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  const heading = page.getByRole("heading", { level: 1 });
  await expectSeen(heading);
  await submitButton(page).scrollIntoViewIfNeeded();
  await expect(page.locator("header[data-visible=false]")).toHaveCount(1);
  await expect(heading).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(page.locator("header[data-visible=true]")).toHaveCount(1);
  await expect(heading).not.toBeInViewport();
});

test("fields without an error sit close, with no empty error rows between them", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  for (const [above, below] of [
    ["name", "email"],
    ["email", "companyName"],
    ["companyName", "subject"],
    ["subject", "message"],
  ] as const) {
    const bottom = await field(page, above).evaluate((el) => el.getBoundingClientRect().bottom);
    const labelTop = await page
      .locator(`form label[for="${await field(page, below).getAttribute("id")}"]`)
      .evaluate((el) => el.getBoundingClientRect().top);
    // Only the grid's row gap: a reserved error slot added about 30 px more.
    expect(labelTop - bottom, `${above} → ${below}`).toBeLessThanOrEqual(24);
  }
  // With errors, each shows right under its field and is seen.
  await submitButton(page).click();
  await expectSeen(page.locator("form #" + (await field(page, "name").getAttribute("id")) + "-error"), { scroll: true });
});

contactSeenTests();

for (const theme of ["light", "dark"] as const) {
  test(`the header's buttons stand out 3:1 from the header on a phone, ${theme} theme`, async ({ page }) => {
    await setPreferences(page, { theme });
    await openContact(page, { provider: "mailto" });
    const banner = page.getByRole("banner");
    const buttons = [/choose language/i, /^Switch to/, /^Open (the )?menu/i].map((name) => banner.getByRole("button", { name }));
    for (const button of buttons) {
      expect((await borderContrast(button)).outside, String(button)).toBeGreaterThanOrEqual(3);
    }
  });
}
