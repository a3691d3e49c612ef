import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";
import { axeScan } from "./support/axe";
import { animationsSettled } from "./support/settle";

// One page of each template, in both themes. The smoke suite (e2e/smoke) scans every page of the
// owner's site in both languages; the not-found page, which no sitemap lists, is scanned here in both.
const TEMPLATES = { ...TEMPLATE_PAGES, "blog list's page 2": "/blog/page/2", "not found": "/nope" };

for (const theme of ["light", "dark"] as const) {
  for (const lng of ["en", "sv"] as const) {
    for (const [template, path] of Object.entries(TEMPLATES)) {
      if (lng === "sv" && template !== "not found") continue;
      test(`the ${template} page has no serious accessibility violations (${theme}, ${lng})`, async ({ page }) => {
        await setPreferences(page, { theme, lng });
        await gotoHydrated(page, path);
        // Let entrance transitions settle so contrast is measured on the final colours.
        await animationsSettled(page);
        const { violations } = await axeScan(page).analyze();
        const serious = violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(serious).toEqual([]);
      });
    }
  }
}
