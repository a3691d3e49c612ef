import { expect, gotoHydrated, test } from "./support/fixtures";

test("the hamburger opens a full-screen menu and locks the page's scroll", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const panel = page.getByRole("navigation", { name: "Main" });
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await expect(toggle).toBeFocused();
});

test("the portfolio submenu gains a direct link; items scroll to their section", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.getByRole("navigation", { name: "Main" });
  await panel.getByRole("button", { name: "Show the Portfolio submenu" }).click();
  await expect(panel.getByRole("link", { name: "All of Portfolio" })).toBeVisible();
  await panel.getByRole("link", { name: "Backend" }).click();
  await page.waitForURL("**/portfolio/backend");
  await expect(panel).toBeHidden();
  await expect(page.locator("#backend")).toBeInViewport();
});

test("the profile submenu is nested and the side bar is 37 px wide", async ({ page }) => {
  await gotoHydrated(page, "/");
  const width = await page.evaluate(() => document.documentElement.style.getPropertyValue("--sidebar-width"));
  expect(width).toBe("37px");
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.getByRole("navigation", { name: "Main" });
  await panel.getByRole("button", { name: "Show the Profile submenu" }).click();
  await panel.getByRole("link", { name: "Hobbies" }).click();
  await page.waitForURL("**/profile/hobbies");
  await expect(page.locator("#hobbies")).toBeInViewport();
});
