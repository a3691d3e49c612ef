import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { axeScan } from "./support/axe";

// The shared axe scan sees only what is on screen before entrances run; here every section is
// at its final state (reduced motion) and about me is expanded, in both themes and languages.
// One visit: the theme and the language change in place, as a visitor changes them.
test.describe("profile accessibility", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  async function expectNoSeriousViolations(page: Page) {
    const { violations } = await axeScan(page).include("main").analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  }

  /** Opens about me by its <summary>, which has no button role, unless it is open already. */
  async function expandAboutMe(page: Page, more: string) {
    if (!(await page.locator("#who-am-i details").evaluate((el) => (el as HTMLDetailsElement).open))) {
      await page.locator("#who-am-i summary", { hasText: more }).click();
    }
    await expect(page.locator("#who-am-i details")).toHaveAttribute("open");
  }

  test("the whole profile page has no serious violations in light and dark, in English and Swedish", async ({ page }) => {
    await setPreferences(page, { theme: "light", lng: "en" });
    await gotoHydrated(page, "/");
    const steps = [
      { theme: "light", lng: "en", more: "Read more", toggle: null },
      { theme: "dark", lng: "en", more: "Read more", toggle: "Switch to dark theme" },
      { theme: "dark", lng: "sv", more: "Läs mer", toggle: null },
      { theme: "light", lng: "sv", more: "Läs mer", toggle: "Byt till ljust tema" },
    ] as const;
    for (const { theme, lng, more, toggle } of steps) {
      await test.step(`the whole profile page has no serious violations (${theme}, ${lng})`, async () => {
        // The header, which holds both switches, hides while the page is scrolled down.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "true");
        if (toggle) await page.getByRole("button", { name: toggle }).click();
        if (lng === "sv" && !(await page.locator("html[lang=sv]").count())) {
          await page.getByRole("button", { name: /choose language/i }).click();
          await page.getByRole("link", { name: "Svenska", exact: true }).click();
        }
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        if (theme === "dark") await expect(page.locator("body")).toHaveClass(/dark/);
        else await expect(page.locator("body")).not.toHaveClass(/dark/);
        await expandAboutMe(page, more);
        await expectNoSeriousViolations(page);
      });
    }
  });
});
