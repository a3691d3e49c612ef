import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { prerenderedPaths } from "./support/prerendered";

// Every prerendered page plus an unknown path (the not-found page).
const ROUTES = [...prerenderedPaths(), "/nope"];

for (const theme of ["light", "dark"] as const) {
  for (const path of ROUTES) {
    test(`${path} has no serious accessibility violations (${theme})`, async ({ page }) => {
      await setPreferences(page, { theme });
      await gotoHydrated(page, path);
      // Let entrance transitions settle so contrast is measured on the final colours.
      await page.waitForTimeout(600);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
}
