import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectNamesHoldTheirText } from "./support/names";

const controls = (scope: Locator) => scope.locator("a[href], button");

/** The header's and the footer's controls are named by what they show, in both languages. */
export function controlNameChecks({ phoneMenu }: { phoneMenu: boolean }) {
  async function check(page: Page, lng: "en" | "sv") {
    await expectNamesHoldTheirText(controls(page.getByRole("banner")));
    await expectNamesHoldTheirText(controls(page.getByRole("contentinfo")));
    if (!phoneMenu) return;
    const menu = page.getByRole("navigation", { name: lng === "sv" ? "Huvudmeny" : "Main" });
    await page.getByRole("button", { name: lng === "sv" ? "Öppna menyn" : "Open menu" }).click();
    await expectNamesHoldTheirText(controls(menu));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  }

  test("the header's and footer's controls hold their shown text in their names, in English and in Swedish", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await test.step("en", () => check(page, "en"));
    await test.step("sv", async () => {
      await page.getByRole("button", { name: /choose language/i }).click();
      await page.getByRole("link", { name: "Svenska", exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await check(page, "sv");
    });
  });
}
