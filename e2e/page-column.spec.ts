import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";

// Every page's content stands in one column: moving from page to page, the text starts at the
// same left edge and the column is as wide, at a desk and on a wide screen. Before, the home and
// contact pages began about 64 px further right than the portfolio and a project at 1440 px.

const PAGES = { ...TEMPLATE_PAGES, "not found": "/no-such-page" };

type Column = { left: number; width: number; heading: number | null };

/**
 * The page's column (the outermost block in <main> with a greatest width: the box its content is
 * laid in, without its gutters) and the left edge of the page's first heading. The 404 card is the
 * middle of its artwork, centred in the column, so there the column alone is compared.
 */
const column = (page: Page, centred: boolean) =>
  page.locator("main :is(h1, h2)").first().evaluate((heading, centred): Column => {
    let box: Element | null = null;
    for (let el = heading.parentElement; el && el.tagName !== "MAIN"; el = el.parentElement) {
      if (getComputedStyle(el).maxWidth !== "none") box = el;
    }
    if (!box) throw new Error("no column around the first heading");
    const style = getComputedStyle(box);
    const rect = box.getBoundingClientRect();
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {
      left: rect.left + parseFloat(style.paddingLeft),
      width: rect.width - padding,
      heading: centred ? null : heading.getBoundingClientRect().left,
    };
  }, centred);

/** The footer's line starts where the pages' content does. */
const footerLeft = (page: Page) =>
  page.locator("footer p").evaluate((line) => line.getBoundingClientRect().left);

for (const width of [1440, 1920]) {
  test(`every page's content starts at one left edge in one column at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const seen: Record<string, Column> = {};
    for (const [name, path] of Object.entries(PAGES)) {
      await gotoHydrated(page, path);
      seen[name] = await column(page, name === "not found");
    }
    const reference = seen.profile!;
    expect(reference.width, "the column is narrower than the screen").toBeLessThan(width - 200);
    for (const [name, found] of Object.entries(seen)) {
      expect(Math.abs(found.left - reference.left), `${name}: column's left edge`).toBeLessThanOrEqual(1);
      expect(Math.abs(found.width - reference.width), `${name}: column's width`).toBeLessThanOrEqual(1);
      if (found.heading !== null) {
        expect(Math.abs(found.heading - reference.left), `${name}: first heading's left edge`).toBeLessThanOrEqual(1);
      }
    }
    expect(Math.abs((await footerLeft(page)) - reference.left), "footer's left edge").toBeLessThanOrEqual(1);
  });
}
