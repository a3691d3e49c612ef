import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { computedColour } from "./support/contrast";
import { ownerTexts } from "./owner-texts";

// The site's shared drawing: one ink panel, one kind of dropdown, the header's and footer's edges.

/** The fill and edge of the nearest block around a text that has a background of its own. */
function panelAround(locator: Locator) {
  return locator.evaluate((el) => {
    let node: Element | null = el;
    while (node && getComputedStyle(node).backgroundColor === "rgba(0, 0, 0, 0)") node = node.parentElement;
    const style = getComputedStyle(node ?? document.body);
    return { fill: style.backgroundColor, edge: style.borderTopColor, edgeWidth: style.borderTopWidth };
  });
}

/** The dark blocks: home's two calls to action and the work's graphic intro (the blog opens on words on the page). */
async function inkPanels(page: Page) {
  const { profile, portfolio } = ownerTexts.en;
  await gotoHydrated(page, "/");
  const education = await panelAround(page.getByText(profile.educationExplore, { exact: true }));
  const hobbies = await panelAround(page.getByText(profile.hobbiesContact, { exact: true }));
  await gotoHydrated(page, "/portfolio");
  const picks = await panelAround(page.getByText(portfolio.graphicDesign.title, { exact: true }));
  return { education, hobbies, picks };
}

for (const theme of ["light", "dark"] as const) {
  test(`every ink panel has one fill and one edge (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    const panels = await inkPanels(page);
    // The theme's one ink-panel fill: no cream slab, no accent-warmed mauve at night.
    const fill = await computedColour(page, "var(--color-feature)");
    for (const [name, panel] of Object.entries(panels)) {
      expect(panel.fill, name).toBe(fill);
      expect(panel.edgeWidth, name).toBe("1px");
      expect(panel.edge, name).toBe(panels.education.edge);
    }
    // At night a hairline of its own sets the panel off the page; by day the edge is the ink itself.
    if (theme === "dark") expect(panels.education.edge).not.toBe(panels.education.fill);
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the header's "Contact me" shows it is the page shown, on the contact page alone (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    const button = page.getByRole("banner").getByRole("link", { name: "Contact me" });
    const fill = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
    await gotoHydrated(page, "/blog");
    await expectSeen(button);
    await expect(button).not.toHaveAttribute("aria-current");
    expect(await fill()).toBe(await computedColour(page, "var(--color-inverse)"));
    await gotoHydrated(page, "/contact");
    await expectSeen(button);
    await expect(button).toHaveAttribute("aria-current", "page");
    expect(await fill()).toBe(await computedColour(page, "var(--color-accent)"));
  });
}

test("the desktop submenu's title and chevron share one pill, and its panel hangs from the pill's left edge", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const nav = page.getByRole("navigation", { name: "Main" });
  const title = nav.getByRole("link", { name: "Portfolio", exact: true });
  const chevron = nav.getByRole("button", { name: "Show the Portfolio submenu" });
  await chevron.click();
  const panel = page.locator(`[id="${await chevron.getAttribute("aria-controls")}"]`);
  await expectSeen(panel.getByRole("link").first());
  const pill = await title.evaluate((el) => {
    const around = el.parentElement!;
    const box = around.getBoundingClientRect();
    return {
      fill: getComputedStyle(around).backgroundColor,
      left: box.left,
      right: box.right,
      ownFill: getComputedStyle(el).backgroundColor,
    };
  });
  const chevronBox = (await chevron.boundingBox())!;
  expect(pill.fill).toBe(await computedColour(page, "var(--color-surface-alt)"));
  // One fill: neither the title nor the chevron draws one of its own.
  expect(pill.ownFill).toBe("rgba(0, 0, 0, 0)");
  expect(await chevron.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  expect(chevronBox.x + chevronBox.width).toBeLessThanOrEqual(pill.right + 0.5);
  // The panel and the pill share their left edge, so the entries' text lines up with the title's.
  const panelBox = (await panel.boundingBox())!;
  expect(Math.abs(panelBox.x - pill.left)).toBeLessThanOrEqual(1);
});

test("the language menu is drawn as the Portfolio dropdown: same corners, padding and shadow", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const look = (locator: Locator) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return { radius: style.borderTopLeftRadius, padding: style.paddingTop, shadow: style.boxShadow };
    });
  const chevron = page.getByRole("button", { name: "Show the Portfolio submenu" });
  await chevron.click();
  const submenu = page.locator(`[id="${await chevron.getAttribute("aria-controls")}"]`);
  await expectSeen(submenu.getByRole("link").first());
  const dropdown = await look(submenu);
  await chevron.click();
  await page.getByRole("button", { name: /choose language/i }).click();
  const languages = page.getByRole("link", { name: "Svenska" }).locator("xpath=ancestor::ul[1]");
  await expectSeen(page.getByRole("link", { name: "Svenska" }));
  expect(await look(languages)).toEqual(dropdown);
});

test("the footer's links end on the page column's right edge, as its copyright starts on the left", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const edges = await footer.evaluate((el) => {
    const column = el.firstElementChild!;
    const style = getComputedStyle(column);
    const box = column.getBoundingClientRect();
    const textBox = (node: Element) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const links = column.querySelectorAll("a");
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
      copyright: textBox(column.querySelector("p")!).left,
      lastLink: textBox(links[links.length - 1]!).right,
    };
  });
  expect(Math.abs(edges.copyright - edges.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(edges.lastLink - edges.right)).toBeLessThanOrEqual(1);
});
