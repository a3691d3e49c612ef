import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { headline } from "./owner-texts";
import { sitePath } from "./support/base-path";
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

/**
 * The language menu's behaviour, the same at every width; `tap` uses touch instead of a mouse.
 * One page walks through it: each close leaves the menu ready for the next step.
 */
export function languageMenuChecks({ tap }: { tap: boolean }) {
  const press = (page: Page, name: "button" | "option", index = 0) => {
    const { button, options } = chooser(page);
    const target = name === "button" ? button : options.nth(index);
    return tap ? target.tap() : target.click();
  };

  /** Opens the menu: both languages are seen, and the tick is on the current one only. */
  async function openAndSee(page: Page, current: number) {
    await press(page, "button");
    await expect.poll(() => listOpen(page)).toBe(true);
    await expectAllSeen(chooser(page).options);
    await expectSeen(chooser(page).options.nth(current).locator("svg"));
    await expect(chooser(page).options.nth(1 - current).locator("svg")).toHaveCount(0);
  }

  test("the language menu: seen in both themes, closes outside, on Escape and after a pick, in the picked language", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/");
    await test.step("English by default", async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("en"));
    });
    await test.step("the language menu opens and both languages are seen (light)", async () => {
      await openAndSee(page, 0);
    });
    await test.step("the language menu closes on Escape and returns focus to its button", async () => {
      await page.keyboard.press("Escape");
      await expect(chooser(page).options).toHaveCount(0);
      await expect(chooser(page).button).toBeFocused();
    });
    await test.step("the language menu opens and both languages are seen (dark)", async () => {
      // A script click: the switch's place differs by width; what matters is the dark menu.
      await page.getByRole("button", { name: "Switch to dark theme" }).evaluate((button: HTMLElement) => button.click());
      await expect(page.locator("body")).toHaveClass(/dark/);
      await openAndSee(page, 0);
    });
    await test.step("the language menu closes on a click or touch outside it", async () => {
      const { x, y } = await outsidePoint(page);
      if (tap) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await expect(chooser(page).options).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
    await test.step("the language menu closes after a pick, in the picked language, and the tick moves", async () => {
      await press(page, "button");
      await expectAllSeen(chooser(page).options);
      await press(page, "option", 1);
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect(chooser(page).options).toHaveCount(0);
      await expect.poll(() => listOpen(page)).toBe(false);
      await openAndSee(page, 1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("sv"));
      await expect.poll(() => sitePath(page.url())).toBe("/sv");
    });
    // Where the choice is kept is the same at every width: one run proves it.
    if (tap) return;
    await test.step("the pick is remembered: the bare address then goes to Swedish", async () => {
      await page.keyboard.press("Escape");
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sv");
      expect((await context.cookies()).find((cookie) => cookie.name === "i18next")?.value).toBe("sv");
      await gotoHydrated(page, "/");
      expect(sitePath(page.url())).toBe("/sv/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("sv"));
    });
  });
}
