import { expect, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at } from "./support/base-path";

/**
 * The theme switch works from the first paint: with the app's scripts held back, a press on it
 * switches the page (the boot script in <head> serves it), and the app, once its scripts
 * arrive, carries on from there. `tap` presses by touch.
 */
export function themeBeforeScriptsChecks({ tap }: { tap: boolean }) {
  test(`a ${tap ? "tap" : "click"} on the theme switch before the scripts arrive takes effect and stays`, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(at("/"), { waitUntil: "commit" });
    const toDark = page.getByRole("button", { name: "Switch to dark theme" });
    await expectSeen(toDark);
    const press = async (name: string) => {
      const button = page.getByRole("button", { name });
      await (tap ? button.tap() : button.click());
    };

    await press("Switch to dark theme");
    await expect(page.locator("body")).toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(17, 16, 24)");
    await expectSeen(toDark.locator("svg").nth(1));
    await expect(toDark.locator("svg").first()).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), "still before hydration").toBe(false);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("body")).toHaveClass(/dark/);
    await press("Switch to light theme");
    await expect(page.locator("body")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
}
