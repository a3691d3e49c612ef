import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { SUBMENU_HIDE_DELAY_MS } from "../app/lib/constants";
import { expectAllSeen, expectSeen } from "./support/seen";
import { pauseClock } from "./support/clock";

// Desktop submenus follow one model for every input: hover opens (and leaving closes after the
// hide delay), a click or tap on the chevron toggles and pins, the keyboard drives the chevron.

function menu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const chevron = nav.getByRole("button", { name: "Show the Portfolio submenu" });
  return { nav, chevron, items: nav.getByRole("link", { name: /^(All projects|Top 5 projects|Frontend|Backend|Fullstack|Graphic design)/ }) };
}

/** The submenu the chevron controls, found through its aria-controls. */
async function panelOf(page: Page) {
  const { chevron } = menu(page);
  return page.locator(`[id="${await chevron.getAttribute("aria-controls")}"]`);
}

/** Hovering Portfolio opens its submenu, every entry seen, its first entry's rule drawn apart from the panel. */
async function expectHoverOpens(page: Page) {
  const { nav, items } = menu(page);
  await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
  await expectAllSeen(items);
  // The rule under "All projects" is drawn in a colour the panel is not, so it shows.
  const panel = await panelOf(page);
  const [rule, fill] = await Promise.all([
    panel.locator("> li").first().evaluate((li) => getComputedStyle(li).borderBottomColor),
    panel.evaluate((ul) => getComputedStyle(ul).backgroundColor),
  ]);
  expect(rule).not.toBe(fill);
  return panel;
}

test("hover opens the submenu and every entry is seen; it starts with All projects (light)", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const panel = await expectHoverOpens(page);
  // All projects leads the list and goes to the whole portfolio.
  const all = panel.getByRole("link", { name: /^All projects/ });
  await expect(panel.getByRole("link").first()).toHaveAccessibleName(/^All projects/);
  await all.click();
  await page.waitForURL("**/portfolio/");
  await expect(page.locator("#my-work")).toBeInViewport();
});

test("mouse: the chevron pins and closes the submenu, a click outside closes it, hovering Profile moves it", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/blog");
  const { nav, chevron, items } = menu(page);
  const panel = await panelOf(page);
  await chevron.hover();
  await expect(panel).toBeVisible();
  await chevron.click();
  await expect(chevron).toHaveAttribute("aria-expanded", "true");
  await expectAllSeen(items);
  // Pinned: the pointer leaving no longer closes it.
  await page.mouse.move(700, 700);
  // Past the hide delay on the page's clock: a hide the pointer leaving had set would have run.
  await page.clock.runFor(SUBMENU_HIDE_DELAY_MS * 2);
  await expectAllSeen(items);
  await chevron.click();
  await expect(panel).toBeHidden();
  await expect(chevron).toHaveAttribute("aria-expanded", "false");

  await chevron.click();
  await expectAllSeen(items);
  await page.mouse.click(700, 600);
  await expect(panel).toBeHidden();

  await chevron.click();
  await expectAllSeen(items);
  await nav.getByRole("link", { name: "Profile", exact: true }).hover();
  await expect(panel).toBeHidden();
  await expectAllSeen(nav.getByRole("link", { name: /^(About me|Hobbies)/ }));

  await nav.getByRole("link", { name: "Portfolio", exact: true }).click();
  await page.waitForURL("**/portfolio/");

  await test.step("a submenu opens on hover and closes 200 ms after the pointer leaves", async () => {
    const submenuItem = nav.getByRole("link", { name: /^Education/ });
    await page.mouse.move(700, 700);
    await page.clock.runFor(SUBMENU_HIDE_DELAY_MS * 2);
    await expect(submenuItem).toBeHidden();
    await nav.getByRole("link", { name: "Profile", exact: true }).hover();
    await expectAllSeen(submenuItem.locator("xpath=ancestor::ul[1]").getByRole("link"));
    // Timed on the page's paused clock, so a busy machine cannot make a correct delay look wrong.
    await pauseClock(page);
    await page.mouse.move(700, 700);
    await page.clock.runFor(SUBMENU_HIDE_DELAY_MS - 1);
    await expect(submenuItem).toBeVisible();
    await page.clock.runFor(1);
    await expect(submenuItem).toBeHidden();
  });
});

test("keyboard: Tab reaches the chevron, Enter and Space toggle, Escape closes and returns focus, focus leaving closes", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  const { nav, chevron, items } = menu(page);
  const panel = await panelOf(page);
  await nav.getByRole("link", { name: "Portfolio", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(chevron).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press("Enter");
  await expectAllSeen(items);
  await page.keyboard.press("Tab");
  await expect(items.first()).toBeFocused();
  await expectSeen(items.first());
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(chevron).toBeFocused();
  await page.keyboard.press("Space");
  await expectAllSeen(items);
  await page.keyboard.press("Space");
  await expect(panel).toBeHidden();

  await page.keyboard.press("Enter");
  await expectAllSeen(items);
  const count = await items.count();
  for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
  await expect(panel).toBeHidden();

  await test.step("hover opens the submenu and every entry is seen (dark)", async () => {
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("body")).toHaveClass(/dark/);
    await expectHoverOpens(page);
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap on the chevron opens the submenu, a second tap closes it, a tap outside closes it, an item goes to its section", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/blog");
    const { nav, chevron, items } = menu(page);
    const panel = await panelOf(page);
    await chevron.tap();
    await expectAllSeen(items);
    // The tap's emulated pointer leaves no hide behind: past the delay it is still open.
    await page.clock.runFor(SUBMENU_HIDE_DELAY_MS * 2);
    await expectAllSeen(items);
    await chevron.tap();
    await expect(panel).toBeHidden();
    await chevron.tap();
    await expectAllSeen(items);
    await page.touchscreen.tap(700, 600);
    await expect(panel).toBeHidden();

    await chevron.tap();
    await nav.getByRole("link", { name: /^Backend/ }).tap();
    await page.waitForURL("**/portfolio/backend/");
    await expect(page.locator("#backend")).toBeInViewport();
  });
});
