import { expect, setPreferences, test } from "./support/fixtures";
import { borderContrast } from "./support/contrast";
import { expectSeen } from "./support/seen";
import { field, openContact, submitButton } from "./contact-helpers";
import { contactSeenTests } from "./contact-seen";

// The heading stays in view while a phone visitor works through the form, so they know where they
// are.
test("the heading sticks while scrolling through the form, below the header when it shows", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  const heading = page.getByRole("heading", { level: 1 });
  const header = page.locator("header[data-visible]");

  // Scrolling down hides the header: the heading sits at the very top.
  await submitButton(page).scrollIntoViewIfNeeded();
  await expect(page.locator("header[data-visible=false]")).toHaveCount(1);
  await expect.poll(async () => (await heading.boundingBox())?.y).toBe(0);

  // Scrolling up brings the header back: the heading slides down below it, still in view.
  await page.mouse.wheel(0, -200);
  await expect(page.locator("header[data-visible=true]")).toHaveCount(1);
  const headerHeight = (await header.boundingBox())!.height;
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(Math.round(headerHeight));
  await expectSeen(heading);
  await expect(field(page, "message")).toBeInViewport();
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
