import type { Locator } from "@playwright/test";
import { gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectNamesHoldTheirText } from "./support/names";

const controls = (scope: Locator) => scope.locator("a[href], button");

/** The header's and the footer's controls are named by what they show, in both languages. */
export function controlNameChecks({ phoneMenu }: { phoneMenu: boolean }) {
  for (const lng of ["en", "sv"]) {
    test(`the header's and footer's controls hold their shown text in their names (${lng})`, async ({ page }) => {
      await setPreferences(page, { lng });
      await gotoHydrated(page, lng === "sv" ? "/sv/blog" : "/blog");
      await expectNamesHoldTheirText(controls(page.getByRole("banner")));
      await expectNamesHoldTheirText(controls(page.getByRole("contentinfo")));
      if (!phoneMenu) return;
      await page.getByRole("button", { name: lng === "sv" ? "Öppna menyn" : "Open menu" }).click();
      await expectNamesHoldTheirText(controls(page.getByRole("navigation", { name: lng === "sv" ? "Huvudmeny" : "Main" })));
    });
  }
}
