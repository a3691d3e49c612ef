import { expect, test } from "./support/fixtures";
import { holdScripts, isHydrated } from "./support/hold-scripts";
import { expectAllSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// The language chooser works from the first paint: its list opens without the app, and a pick is
// a link to the twin page.
test("before the scripts arrive, the language button opens the list and Svenska leads to the Swedish page", async ({ page }) => {
  await holdScripts(page);
  await page.goto(at("/blog/"), { waitUntil: "commit" });
  await page.getByRole("button", { name: /choose language/i }).click();
  await expectAllSeen(page.getByRole("link", { name: /^(English|Svenska)$/ }));
  expect(await isHydrated(page), "still before hydration").toBe(false);

  await page.getByRole("link", { name: "Svenska", exact: true }).click();
  await page.waitForURL((url) => sitePath(url) === "/sv/blog/", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});
