import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";
import { axeScan } from "./support/axe";
import { animationsSettled } from "./support/settle";

// One page of each template, in both themes, walked in one test per theme and language: a scan
// costs the same either way, and one browser page saves a start per template. The smoke suite
// (e2e/smoke) scans every page of the owner's site in both languages; the not-found page, which no
// sitemap lists, is scanned here in both.
const TEMPLATES = { ...TEMPLATE_PAGES, "blog list's page 2": "/blog/page/2", "not found": "/nope" };
const WALKS = [
  { lng: "en", pages: Object.entries(TEMPLATES) },
  { lng: "sv", pages: [["not found", TEMPLATES["not found"]]] },
] as const;

for (const theme of ["light", "dark"] as const) {
  for (const { lng, pages } of WALKS) {
    test(`every template has no serious accessibility violations (${theme}, ${lng})`, async ({ page }) => {
      test.setTimeout(60_000 + pages.length * 20_000);
      await setPreferences(page, { theme, lng });
      const serious: string[] = [];
      for (const [template, path] of pages) {
        await gotoHydrated(page, path);
        // Let entrance transitions settle so contrast is measured on the final colours.
        await animationsSettled(page);
        const { violations } = await axeScan(page).analyze();
        serious.push(
          ...violations
            .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
            .map((violation) => `${template}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        );
      }
      expect(serious).toEqual([]);
    });
  }
}
