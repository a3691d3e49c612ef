import { expect, test } from "./support/fixtures";
import { holdScripts, isHydrated } from "./support/hold-scripts";
import { expectAllSeen, expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// At 390 px the phone menu works from the first paint: the hamburger opens the panel without the
// app, its links are seen and a tap on one goes there; once the app arrives it carries on.
test("before the scripts arrive, a tap on the menu button shows the panel and a tap on a link goes there", async ({ page }) => {
  await holdScripts(page);
  await page.goto(at("/contact/"), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Profile", "Portfolio", "Blog"]) await expectSeen(panel.getByRole("link", { name, exact: true }));
  expect(await isHydrated(page), "still before hydration").toBe(false);

  await panel.getByRole("link", { name: "Blog", exact: true }).tap();
  await page.waitForURL((url) => sitePath(url) === "/blog/", { waitUntil: "commit" });
});

test("a panel opened before the scripts arrive stays open when they do, and the app closes it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(at("/contact/"), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  await expectSeen(panel.getByRole("link", { name: "Blog", exact: true }));

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectSeen(panel.getByRole("link", { name: "Blog", exact: true }));
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await page.getByRole("button", { name: "Close menu" }).tap();
  await expect(panel).toBeHidden();
  // The app gives the page its scroll back in an effect, run after the commit that hid the panel.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
});

// The submenus are HTML of their own too: a tap on a chevron opens its list before the app.
test("before the scripts arrive, a tap on a submenu's chevron shows its entries, one submenu at a time", async ({ page }) => {
  await holdScripts(page);
  await page.goto(at("/contact/"), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  const profile = panel.getByRole("link", { name: /^(About me|Hobbies)$/ });
  const portfolio = panel.getByRole("link", { name: /^(All projects|Backend|Graphic design)$/ });
  await expect(profile.first()).toBeHidden();

  await panel.getByLabel("Show the Profile submenu").tap();
  await expectAllSeen(profile, { scroll: true });
  await panel.getByLabel("Show the Portfolio submenu").tap();
  await expectAllSeen(portfolio, { scroll: true });
  await expect(profile.first()).toBeHidden();
  expect(await isHydrated(page), "still before hydration").toBe(false);

  await panel.getByRole("link", { name: "Backend", exact: true }).tap();
  await page.waitForURL((url) => /^\/portfolio\/backend\/?$/.test(sitePath(url)), { waitUntil: "commit" });
});

test("a submenu opened before the scripts arrive stays open when they do, and still closes", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(at("/contact/"), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  const chevron = panel.getByLabel("Show the Profile submenu");
  const hobbies = panel.getByRole("link", { name: "Hobbies", exact: true });
  await chevron.tap();
  await expectSeen(hobbies, { scroll: true });

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectSeen(hobbies, { scroll: true });
  await chevron.tap();
  await expect(hobbies).toBeHidden();
});
