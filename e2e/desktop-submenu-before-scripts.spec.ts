import { expect, test } from "./support/fixtures";
import { holdScripts, isHydrated } from "./support/hold-scripts";
import { expectAllSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// At 1440 px the desktop submenus open from the first paint, by CSS: on hover, and on keyboard
// focus inside the item.
const items = /^(Top 5 projects|Frontend|Backend|Fullstack|Graphic design)/;

test("before the scripts arrive, hovering Portfolio opens its submenu and a click on an entry goes there", async ({ page }) => {
  await holdScripts(page);
  await page.goto(at("/blog/"), { waitUntil: "commit" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
  await expectAllSeen(nav.getByRole("link", { name: items }));
  expect(await isHydrated(page), "still before hydration").toBe(false);

  await nav.getByRole("link", { name: /^Frontend/ }).click();
  await page.waitForURL((url) => sitePath(url).startsWith("/portfolio"), { waitUntil: "commit" });
});

test("before the scripts arrive, keyboard focus on the Portfolio chevron opens its submenu", async ({ page }) => {
  await holdScripts(page);
  await page.goto(at("/blog/"), { waitUntil: "commit" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: items })).toHaveCount(0);
  await nav.getByRole("button", { name: "Show the Portfolio submenu" }).focus();
  await expectAllSeen(nav.getByRole("link", { name: items }));
});
