import type { Page } from "@playwright/test";
import { allowErrors, expect, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";

// What kept the first screen still on wide screens while a page loads. Two causes of layout shift
// were in the layout itself, so any content met them: a width that followed the font, and a grid
// row whose blocks were drawn a frame apart. The third was a line that broke elsewhere under the
// fallback font; that depends on the text, so wide screens get the body font for the first paint.

// The page as first drawn: no scripts, so the blocks that wait for hydration still wait.
test.use({ javaScriptEnabled: false });

/** Each element's max- and min-width as computed, keyed by its place in the document. */
const measures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((el, index) => {
      const style = getComputedStyle(el);
      return `${index} ${el.tagName.toLowerCase()}.${el.className}: max ${style.maxWidth}, min ${style.minWidth}`;
    }),
  );

for (const [template, path] of Object.entries(TEMPLATE_PAGES)) {
  // A width in ch follows the font's zero: while the fallback font showed, a text column was
  // narrower, and when the web font replaced it the text wrapped anew and pushed what followed.
  test(`the ${template} page's widths do not depend on which font has arrived`, async ({ page, consoleErrors }) => {
    // First without the web fonts (before they are in the cache), then with them.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const webFaces = () =>
      page.evaluate(() => [...document.fonts].filter((face) => !face.family.endsWith("Fallback")).map((face) => face.status));
    expect(await webFaces()).not.toContain("loaded");
    const withFallbacks = await measures(page);
    allowErrors(consoleErrors, /ERR_FAILED/);

    await page.unroute(/\.woff2$/);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(await webFaces()).toContain("loaded");
    expect(await measures(page)).toEqual(withFallbacks);
  });
}

// A label set in capitals in the display face broke onto a second line under the fallback and
// moved the page up when Space Grotesk came: its capitals are 13 % narrower against Arial's than its
// lower case. Capitals get a fallback sized by capitals (app/fonts.css), which the labels use.
test("text in capitals falls back to a face as wide as the display face's capitals", async ({ page }) => {
  await page.goto(TEMPLATE_PAGES.profile);
  await page.evaluate(() => document.fonts.load('600 16px "Space Grotesk Variable"'));
  const label = page.locator(".uppercase.font-display").first();
  expect(await label.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Space Grotesk Caps Fallback");
  const widths = await page.evaluate(() => {
    const width = (family: string, text: string) => {
      const span = Object.assign(document.createElement("span"), { textContent: text });
      span.style.cssText = `font: 600 20px ${family}; white-space: nowrap; position: absolute`;
      document.body.append(span);
      const measured = span.getBoundingClientRect().width;
      span.remove();
      return measured;
    };
    const caps = "WEB DEVELOPER & GRAPHIC DESIGNER · STOCKHOLM, SVERIGE";
    const mixed = "Web developer and graphic designer, open to work in Stockholm";
    return {
      caps: width('"Space Grotesk Caps Fallback"', caps) / width('"Space Grotesk Variable"', caps),
      mixed: width('"Space Grotesk Fallback"', mixed) / width('"Space Grotesk Variable"', mixed),
    };
  });
  expect(Math.abs(widths.caps - 1)).toBeLessThan(0.03);
  expect(Math.abs(widths.mixed - 1)).toBeLessThan(0.03);
});

// A block that skips rendering until near (render-when-near) is drawn a frame after its neighbours.
// Where it shares a grid row with blocks drawn at once, the row grew when it came in and moved
// them; so in any row, either every block skips or none does.
for (const width of [768, 1024, 1280, 1440, 1920]) {
  for (const path of [TEMPLATE_PAGES.profile, TEMPLATE_PAGES.portfolio, TEMPLATE_PAGES["blog list"]]) {
    test(`${path} at ${width} px: no block that waits to be drawn shares a row with one drawn at once`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const mixedRows = await page.evaluate(() => {
        const waits = (el: Element) => getComputedStyle(el).contentVisibility === "auto";
        const mixed: string[] = [];
        const parents = new Set([...document.querySelectorAll("body *")].filter(waits).map((el) => el.parentElement));
        for (const parent of parents) {
          const rows = new Map<number, Element[]>();
          for (const child of parent?.children ?? []) {
            const top = Math.round(child.getBoundingClientRect().top);
            rows.set(top, [...(rows.get(top) ?? []), child]);
          }
          for (const [top, row] of rows) {
            const waiting = row.filter(waits).length;
            if (waiting > 0 && waiting < row.length) mixed.push(`row at ${top} px: ${waiting} of ${row.length} wait`);
          }
        }
        return mixed;
      });
      expect(mixedRows).toEqual([]);
    });
  }
}

// The body face is asked for from the head on wide screens, so it is there for the first paint; a
// phone finds it through the stylesheet, leaving its few connections to what the first view needs.
for (const [width, from] of [[390, "css"], [1440, "link"]] as const) {
  test(`at ${width} px the body font is requested by the ${from === "link" ? "head's preload" : "stylesheet"}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/inter-[^/]*\.woff2$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(requests).toEqual([from]);
  });
}
