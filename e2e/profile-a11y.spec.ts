import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { axeScan } from "./support/axe";

// The shared axe scan sees only what is on screen before entrances run; here every section is
// at its final state (reduced motion) and about me is expanded, in both themes and languages.
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

  // A visit per theme; the language changes in place. Two scans a test: four outran a test's time
  // on a busy machine.
  for (const theme of ["light", "dark"] as const) {
    test(`the whole profile page has no serious violations (${theme}, en and sv)`, async ({ page }) => {
      await setPreferences(page, { theme, lng: "en" });
      await gotoHydrated(page, "/");
      for (const [lng, more] of [["en", "Read more"], ["sv", "Läs mer"]] as const) {
        await test.step(`the whole profile page has no serious violations (${theme}, ${lng})`, async () => {
          if (lng === "sv") {
            // The header, which holds the language menu, hides while the page is scrolled down.
            await page.evaluate(() => window.scrollTo(0, 0));
            await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "true");
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
  }
});
