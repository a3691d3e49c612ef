import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { at } from "./support/base-path";

test("light by default; the switch turns dark on, stores it and swaps the page icon; a stored purple is light", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("body")).not.toHaveClass(/dark/);
  const icon = page.locator("link#favicon");
  const lightIcon = await icon.getAttribute("href");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("body")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await expect(icon).not.toHaveAttribute("href", lightIcon ?? "");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("body")).not.toHaveClass(/dark/);
  await expect(icon).toHaveAttribute("href", lightIcon ?? "");

  await test.step("a stored theme of purple gives the light theme", async () => {
    await page.evaluate(() => localStorage.setItem("theme", "purple"));
    await gotoHydrated(page, "/");
    await expect(page.locator("body")).not.toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });
});

test("a stored dark theme is applied before any JavaScript bundle runs", async ({ page, consoleErrors }) => {
  await setPreferences(page, { theme: "dark" });
  // Block the app's scripts: only the inline boot script can have set the theme.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(at("/"));
  await expect(page.locator("body")).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe("rgb(17, 16, 24)");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The blocked bundles are reported as failed loads (and the bootstrap's failed import of them);
  // nothing else may be.
  const blocked = (error: string) =>
    error.includes("ERR_FAILED") || error.startsWith("Failed to fetch dynamically imported module: ");
  expect(consoleErrors.filter((error) => !blocked(error))).toEqual([]);
  consoleErrors.length = 0;
});

// A stored dark theme hydrating without a mismatch, with the light switch shown: favicon-dark.spec.ts.
