import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

// The boot script gives the page icon the dark theme's picture before the app hydrates; the app
// must keep that one link, not add its own beside it.
test("a stored dark theme hydrates with the light switch and leaves one page icon, the dark one", async ({ page }) => {
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, "/portfolio");
  const icons = page.locator('link[rel="icon"]');
  await expect(icons).toHaveCount(1);
  await expect(icons).toHaveAttribute("href", /dark/);
  // It hydrated without a mismatch (the fixtures fail a hydration warning) and shows the light switch.
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(icons).toHaveCount(1);
  await expect(icons).toHaveAttribute("href", /light/);
});
