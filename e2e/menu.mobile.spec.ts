import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectAllSeen, expectSeen } from "./support/seen";

/** The open panel fills the screen from the header's lower edge down; items alone can pass inside a strip. */
async function expectCoversScreen(page: Page, panel: Locator) {
  await expectSeen(page.getByRole("banner"));
  const header = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const box = await panel.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const viewport = page.viewportSize()!;
  expect(box.top, "panel starts at the header's lower edge").toBeLessThanOrEqual(header.bottom + 1);
  expect(box.height, "panel height").toBeGreaterThanOrEqual(viewport.height - header.height - 1);
  expect(box.left).toBeLessThanOrEqual(0);
  expect(box.width).toBeGreaterThanOrEqual(viewport.width);
}

async function openMenu(page: Page, name = "Open menu") {
  await page.getByRole("button", { name }).click();
  const panel = page.getByRole("navigation", { name: /Main|Huvudmeny/ });
  await expectCoversScreen(page, panel);
  return panel;
}

/** Top-level items are checked where they are, without scrolling: a person sees them on opening. */
async function expectTopLevelSeen(panel: Locator, names: string[]) {
  for (const name of names) await expectSeen(panel.getByRole("link", { name, exact: true }));
}

const TOP_LEVEL = ["Profile", "Portfolio", "Blog", "Contact me"];
const SUBMENUS = [
  ["Profile", "About me", "Hobbies"],
  ["Portfolio", "All projects", "Graphic design"],
] as const;

/** A submenu opens inside the panel, first to last entry seen, the panel still covering the screen. */
async function expectSubmenu(page: Page, panel: Locator, [title, first, last]: (typeof SUBMENUS)[number]) {
  await panel.getByLabel(`Show the ${title} submenu`).tap();
  const submenu = panel.getByRole("list").filter({ has: page.getByRole("link", { name: first }) }).last();
  await expect(submenu.getByRole("link").first()).toHaveText(first);
  await expect(submenu.getByRole("link").last()).toHaveText(last);
  // A long submenu may run below the fold of the panel: a person scrolls the panel to it.
  await expectAllSeen(submenu.getByRole("link"), { scroll: true });
  await expectCoversScreen(page, panel);
  expect(await page.evaluate(() => window.scrollY), "the page itself stayed put").toBe(0);
}

test("the open menu covers the screen in the dark theme, every item and the Profile submenu seen; Contact goes there", async ({ page }) => {
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, "/");
  const panel = await openMenu(page);
  await expectAllSeen(panel.getByRole("link"));
  await expectAllSeen(panel.locator("button, summary"));
  await expectTopLevelSeen(panel, TOP_LEVEL);
  await test.step("the Profile submenu opens inside the panel and every entry is seen", () => expectSubmenu(page, panel, SUBMENUS[0]));
  await panel.getByRole("link", { name: "Contact me" }).tap();
  await page.waitForURL("**/contact/");
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
});

test("the menu brings a hidden header back and opens whole after a client-side navigation", async ({ page }) => {
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner");
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(header).toHaveAttribute("data-visible", "false");
  // The hidden header's toggle is reached from the keyboard (focus inside shows the header).
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  let panel = page.getByRole("navigation", { name: "Main" });
  await expect(header).toHaveAttribute("data-visible", "true");
  await expectCoversScreen(page, panel);
  await expectTopLevelSeen(panel, TOP_LEVEL);
  await expectAllSeen(panel.getByRole("link"));
  await expectAllSeen(panel.locator("button, summary"));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 0));
  panel = await openMenu(page);

  await panel.getByRole("link", { name: "Blog", exact: true }).tap();
  await page.waitForURL("**/blog/");
  await expect(panel).toBeHidden();
  panel = await openMenu(page);
  await expectAllSeen(panel.getByRole("link"));
  await test.step("the Portfolio submenu opens inside the panel and every entry is seen", () => expectSubmenu(page, panel, SUBMENUS[1]));
  await expectAllSeen(panel.getByRole("link", { name: /^(All projects|Top 5|Frontend|Backend|Fullstack|Graphic)/ }), {
    scroll: true,
  });
  await panel.getByRole("link", { name: "Backend" }).tap();
  await page.waitForURL("**/portfolio/backend/");
  await expect(panel).toBeHidden();
  await expect(page.locator("#backend")).toBeInViewport();
});

test("the menu locks the scroll, takes focus, keeps Tab inside, Escape closes it, refocusing; Swedish after a switch", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 480 });
  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  let panel = await openMenu(page);
  await expect(panel.getByRole("link", { name: "Profile", exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  const before = await page.evaluate(() => window.scrollY);
  // The wheel over the panel scrolls the panel (short enough here to scroll): once it has come to
  // rest, the wheel has had all its effect, and the page behind has not moved.
  const panelScrolled = panel.evaluate((el) => new Promise((resolve) => el.addEventListener("scrollend", resolve, { once: true })));
  const box = (await panel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 800);
  await panelScrolled;
  expect(await page.evaluate(() => window.scrollY), "the page behind does not scroll").toBe(before);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await expect(toggle).toBeFocused();

  // Tab cycles through the panel and the close button.
  panel = await openMenu(page);
  const close = page.getByRole("button", { name: "Close menu" });
  const stops = await panel.locator("a[href]:visible, button:visible, summary:visible").count();
  for (let i = 0; i < stops; i++) await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: "Profile", exact: true })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();

  await test.step("after switching to Swedish the menu opens whole, in Swedish", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: /choose language/i }).tap();
    await page.getByRole("link", { name: "Svenska", exact: true }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    panel = await openMenu(page, "Öppna menyn");
    await expectTopLevelSeen(panel, ["Profil", "Portfolio", "Blogg", "Kontakta mig"]);
    await panel.getByLabel("Visa undermenyn för Profil").tap();
    await expectAllSeen(panel.getByRole("link"), { scroll: true });
  });
});
