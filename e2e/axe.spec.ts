import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";
import { axeScan } from "./support/axe";
import { animationsSettled } from "./support/settle";
import { viewer } from "./support/lightbox";

// One page of each template and the open states on them (the graphic panel, the lightbox), in one
// walk per theme: a scan costs the same either way, and one browser page saves a start per page.
// The smoke suite (e2e/smoke) scans the owner's pages in both languages; the not-found page, which
// no sitemap lists, is scanned here in one language per theme. The profile (home) page has its own
// scans, at rest with about me open, in both themes and languages (profile-a11y.spec.ts).
const { profile: _scannedAtRest, ...OTHER_TEMPLATES } = TEMPLATE_PAGES;
const TEMPLATES = { ...OTHER_TEMPLATES, "not found": "/nope" };
const LANGUAGE = { light: "en", dark: "sv" } as const;

/** Serious and critical violations in the page (or in `selector`), measured at rest. */
async function seriousViolations(page: Page, label: string, selector?: string) {
  // Let entrance transitions settle so contrast is measured on the final colours.
  await animationsSettled(page);
  const scan = axeScan(page);
  const { violations } = await (selector ? scan.include(selector) : scan).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${label}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The states a page opens, scanned where they open: the closed page is scanned before. */
const OPEN_STATES: Partial<Record<keyof typeof TEMPLATES, (page: Page) => Promise<string[]>>> = {
  portfolio: async (page) => {
    await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    return seriousViolations(page, "open graphic panel", "dialog[open]");
  },
  project: async (page) => {
    await page.getByRole("button", { name: /Open image 1/ }).click();
    await expect(viewer(page)).toBeVisible();
    return seriousViolations(page, "open lightbox", ".yarl__portal");
  },
};

for (const theme of ["light", "dark"] as const) {
  test(`every template and its open panel and lightbox have no serious accessibility violations (${theme})`, async ({ page }) => {
    const pages = Object.entries(TEMPLATES) as Array<[keyof typeof TEMPLATES, string]>;
    test.setTimeout(60_000 + pages.length * 20_000);
    await setPreferences(page, { theme, lng: "en" });
    const serious: string[] = [];
    for (const [template, path] of pages) {
      const lng = template === "not found" ? LANGUAGE[theme] : "en";
      await test.step(`${template} (${lng})`, async () => {
        // A later init script wins: the not-found page is in this theme's language.
        if (lng !== "en") await setPreferences(page, { lng });
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        serious.push(...(await seriousViolations(page, `${template} (${lng})`)));
        const open = OPEN_STATES[template];
        if (open) serious.push(...(await open(page)));
      });
    }
    expect(serious).toEqual([]);
  });
}
