import { expect, test } from "./support/fixtures";
import { holdScripts, isHydrated } from "./support/hold-scripts";
import { expectSeen } from "./support/seen";

// At 390 px the phone menu works from the first paint: the hamburger opens the panel without the
// app, its links are seen and a tap on one goes there; once the app arrives it carries on.
test("before the scripts arrive, a tap on the menu button shows the panel and a tap on a link goes there", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/contact/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Profile", "Portfolio", "Blog"]) await expectSeen(panel.getByRole("link", { name, exact: true }));
  expect(await isHydrated(page), "still before hydration").toBe(false);

  await panel.getByRole("link", { name: "Blog", exact: true }).tap();
  await page.waitForURL((url) => url.pathname === "/blog/");
});

test("a panel opened before the scripts arrive stays open when they do, and the app closes it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  await expectSeen(panel.getByRole("link", { name: "Blog", exact: true }));

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectSeen(panel.getByRole("link", { name: "Blog", exact: true }));
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await page.getByRole("button", { name: "Close menu" }).tap();
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
});
