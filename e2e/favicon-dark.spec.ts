import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

// The boot script gives the page icon the dark theme's picture before the app hydrates; the app
// must keep that one link, not add its own beside it.
test("a stored dark theme leaves one page icon, the dark one, after hydration", async ({ page }) => {
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, "/portfolio");
  const icons = page.locator('link[rel="icon"]');
  await expect(icons).toHaveCount(1);
  await expect(icons).toHaveAttribute("href", /dark/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(icons).toHaveCount(1);
  await expect(icons).toHaveAttribute("href", /light/);
});
