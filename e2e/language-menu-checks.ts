import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectAllSeen, expectSeen } from "./support/seen";

function chooser(page: Page) {
  return {
    button: page.getByRole("button", { name: /(choose language|välj språk)/i }),
    options: page.getByRole("link", { name: /^(English|Svenska)$/ }),
  };
}

/** Whether the list the button opens is open: a popover's invoker carries no aria-expanded. */
function listOpen(page: Page) {
  return chooser(page).button.evaluate((button) =>
    document.getElementById(button.getAttribute("aria-controls") ?? "")?.matches(":popover-open") ?? false,
  );
}

/** A point on the page's own heading: outside the menu, and not a link a tap would follow. */
async function outsidePoint(page: Page) {
  const box = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The language menu's behaviour, the same at every width; `tap` uses touch instead of a mouse. */
export function languageMenuChecks({ tap }: { tap: boolean }) {
  const press = (page: Page, name: "button" | "option", index = 0) => {
    const { button, options } = chooser(page);
    const target = name === "button" ? button : options.nth(index);
    return tap ? target.tap() : target.click();
  };

  for (const theme of ["light", "dark"]) {
    test(`the language menu opens and both languages are seen (${theme})`, async ({ page }) => {
      await setPreferences(page, { theme });
      await gotoHydrated(page, "/");
      await press(page, "button");
      await expect.poll(() => listOpen(page)).toBe(true);
      await expectAllSeen(chooser(page).options);
      // The current language is ticked.
      await expectSeen(chooser(page).options.first().locator("svg"));
      await expect(chooser(page).options.nth(1).locator("svg")).toHaveCount(0);
    });
  }

  test("the language menu closes after a pick, in the picked language", async ({ page }) => {
    await gotoHydrated(page, "/");
    await press(page, "button");
    await expectAllSeen(chooser(page).options);
    await press(page, "option", 1);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(chooser(page).options).toHaveCount(0);
    await expect.poll(() => listOpen(page)).toBe(false);
    await press(page, "button");
    await expectAllSeen(chooser(page).options);
    // The tick has moved to the picked language.
    await expectSeen(chooser(page).options.nth(1).locator("svg"));
    await expect(chooser(page).options.first().locator("svg")).toHaveCount(0);
  });

  test("the language menu closes on a click or touch outside it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await press(page, "button");
    await expectAllSeen(chooser(page).options);
    const { x, y } = await outsidePoint(page);
    if (tap) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await expect(chooser(page).options).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the language menu closes on Escape and returns focus to its button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await press(page, "button");
    await expectAllSeen(chooser(page).options);
    await page.keyboard.press("Escape");
    await expect(chooser(page).options).toHaveCount(0);
    await expect(chooser(page).button).toBeFocused();
  });
}
