import type { Page } from "@playwright/test";
import { layout } from "./portfolio-content";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { axeScan } from "./support/axe";
import { animationsSettled } from "./support/settle";

// The page scans in axe.spec.ts see the closed panel; these scan the open panel and lightbox.
async function seriousViolations(page: Page, selector: string) {
  // Contrast is measured on the final colours, once the panel's entrance has played.
  await animationsSettled(page);
  const { violations } = await axeScan(page).include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const theme of ["light", "dark"] as const) {
  test(`the open graphic panel has no serious accessibility violations (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/portfolio");
    await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
  });

  test(`the open lightbox has no serious accessibility violations (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, `/portfolio/${layout.frontend[0]}`);
    await page.getByRole("button", { name: /Open image 1/ }).click();
    await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
    expect(await seriousViolations(page, ".yarl__portal")).toEqual([]);
  });
}
