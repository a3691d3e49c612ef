import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { axeScan } from "./support/axe";

// The shared axe scan sees only what is on screen before entrances run; here every section is
// at its final state (reduced motion) and about me is expanded, in both themes and languages.
test.describe("profile accessibility", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  for (const theme of ["light", "dark"] as const) {
    for (const [lng, more] of [["en", "Read more"], ["sv", "Läs mer"]] as const) {
      test(`the whole profile page has no serious violations (${theme}, ${lng})`, async ({ page }) => {
        await setPreferences(page, { theme, lng });
        await gotoHydrated(page, "/");
        // About me opens by its <summary>, which has no button role.
        await page.locator("#who-am-i summary", { hasText: more }).click();
        const { violations } = await axeScan(page).include("main").analyze();
        const serious = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(serious).toEqual([]);
      });
    }
  }
});
