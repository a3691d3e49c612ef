import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { PROFILES } from "./support/identity";
import { expectSeen } from "./support/seen";
import { TEMPLATE_PAGES } from "./support/templates";

type Common = { sidebar: Record<string, string> };
const COMMON = JSON.parse(readFileSync("public/locales/en/common.json", "utf8")) as Common;

/** The gutter a phone keeps on each side of the page's text, in px. */
const GUTTER = 20;

const railOf = (page: Page) => page.getByRole("complementary", { name: "Find me elsewhere" });

/**
 * The outermost edges of the text in the main area: the content box of every element that holds text of its own,
 * ignoring what is hidden from sight (screen-reader-only text clips itself to 1 px, the form's
 * trap for robots sits far off the screen).
 */
async function textEdges(page: Page) {
  return page.locator("main").evaluate((main) => {
    let left = Infinity;
    let right = -Infinity;
    for (const el of main.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!ownText || !el.checkVisibility({ visibilityProperty: true })) continue;
      // The content box, where the text goes: a full-width bar keeps its text in its padding.
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const inset = (side: "Left" | "Right") => parseFloat(s[`padding${side}`]) + parseFloat(s[`border${side}Width`]);
      const box = { left: r.left + inset("Left"), right: r.right - inset("Right"), width: r.width };
      if (box.width <= 1 || box.right < 0) continue;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
    }
    return { left, right, width: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth };
  });
}

for (const [template, path] of Object.entries(TEMPLATE_PAGES)) {
  test(`no side rail on a phone: the ${template} page keeps even ${GUTTER} px gutters`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(railOf(page)).toBeHidden();
    // Text reaches down the whole page; everything is laid out at once when motion is reduced.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const edges = await textEdges(page);
    expect(edges.scroll, "nothing runs off the side").toBe(edges.width);
    expect(Math.round(edges.left), "left gutter").toBe(GUTTER);
    expect(Math.round(edges.width - edges.right), "right gutter").toBe(GUTTER);
  });
}

test("no side rail on the not-found page: its card keeps even gutters and its art fills the width", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(railOf(page)).toBeHidden();
  const width = page.viewportSize()!.width;
  const card = page.locator("main h1").locator("..");
  const box = (await card.boundingBox())!;
  expect(Math.round(box.x), "left gutter").toBe(GUTTER);
  expect(Math.round(width - box.x - box.width), "right gutter").toBe(GUTTER);
  const art = (await page.locator("main picture img").first().boundingBox())!;
  expect(art.x).toBe(0);
  expect(art.width).toBe(width);
});

test("the rail's links are in the open phone menu, seen without scrolling", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Main" });
  for (const { network, url } of PROFILES) {
    const link = panel.getByRole("link", { name: COMMON.sidebar[network] });
    await expectSeen(link);
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expectSeen(panel.getByRole("link", { name: "Contact me" }));
});

for (const theme of ["light", "dark"]) {
  test(`the rail's links are in the footer, seen once scrolled to (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/blog");
    const footer = page.getByRole("contentinfo");
    for (const { network, url } of PROFILES) {
      const link = footer.getByRole("link", { name: COMMON.sidebar[network] });
      await expectSeen(link, { scroll: true });
      await expect(link).toHaveAttribute("href", url);
    }
    await footer.getByRole("link", { name: "Contact", exact: true }).tap();
    await page.waitForURL("**/contact/");
  });
}

// The band has no rail to reach under on a phone; it still runs from edge to edge.
for (const theme of ["light", "dark"]) {
  test(`profile bands run edge to edge (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/");
    const band = page.locator("#graphic-skills");
    await band.scrollIntoViewIfNeeded();
    const box = await band.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left).toBe(0);
    expect(box.right).toBe(page.viewportSize()!.width);
  });
}

test.describe("from 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the rail is there, and one px narrower it is gone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectSeen(railOf(page));
    for (const { network } of PROFILES) await expectSeen(railOf(page).getByRole("link", { name: COMMON.sidebar[network] }));
    await page.setViewportSize({ width: 767, height: 1024 });
    await expect(railOf(page)).toBeHidden();
  });

  // The rail has no background of its own: coloured bands run under it to the screen's edge,
  // so no strip of page colour shows beside them.
  test("a band is what shows in the rail's column", async ({ page }) => {
    await gotoHydrated(page, "/");
    const band = page.locator("#graphic-skills");
    await band.scrollIntoViewIfNeeded();
    const colours = await band.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementsFromPoint(10, r.top + r.height / 2);
      const painted = at.find((node) => getComputedStyle(node).backgroundColor !== "rgba(0, 0, 0, 0)");
      return { painted: painted && getComputedStyle(painted).backgroundColor, band: getComputedStyle(el).backgroundColor };
    });
    expect(colours.painted).toBe(colours.band);
  });

  test("the side rail's rule runs to the top when the header hides", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "false");
    const box = await railOf(page).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBe(0);
    expect(box.bottom).toBe(page.viewportSize()!.height);
  });
});
