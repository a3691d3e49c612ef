import { expect, gotoHydrated, test } from "./support/fixtures";
import { graphicProject, layout } from "./portfolio-content";
import { prerenderedPaths } from "./support/prerendered";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// A graphic card is a link to its case page, so the page is reached without scripts; with them,
// a plain click opens the slide-in panel instead.

const PAGES = new Set(prerenderedPaths());

for (const lng of ["en", "sv"] as const) {
  test(`every graphic card links to its own case page (${lng})`, async ({ page }) => {
    const prefix = lng === "sv" ? "/sv" : "";
    await gotoHydrated(page, `${prefix}/portfolio`);
    const cards = page.locator("#graphic-design a[aria-haspopup=dialog]");
    await expect(cards).toHaveCount(layout["graphic-design"].length);
    for (const [index, slug] of layout["graphic-design"].entries()) {
      const href = sitePath((await cards.nth(index).getAttribute("href"))!);
      expect(href).toMatch(new RegExp(`^${prefix}/portfolio/${slug}/?$`));
      expect(PAGES.has(href.replace(/\/$/, "")), `${href} is a built page`).toBe(true);
      await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(graphicProject(slug, lng).title);
    }
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("a graphic card leads to its case page", async ({ page }) => {
    const slug = layout["graphic-design"][1]!;
    await page.goto(at("/portfolio"));
    const card = page.locator(`#graphic-design a[href^="${at(`/portfolio/${slug}`)}"]`);
    await card.scrollIntoViewIfNeeded();
    await expectSeen(card);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(graphicProject(slug).title);
  });
});

test("with scripts a plain click opens the panel and stays on the portfolio", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
  const dialog = page.getByRole("dialog");
  await expectSeen(dialog.getByRole("button", { name: "Go back" }));
  await expect(dialog).toHaveAccessibleName(graphicProject(layout["graphic-design"][0]!).title);
  expect(sitePath(page.url())).toBe("/portfolio");
});

test("a modifier click is the link's (a new tab), not the panel's", async ({ page, context }) => {
  await gotoHydrated(page, "/portfolio");
  const slug = layout["graphic-design"][0]!;
  const opened = context.waitForEvent("page");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(sitePath(tab.url())).toMatch(new RegExp(`^/portfolio/${slug}/?$`));
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the panel opens on its main image, then the facts, then the text", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
  const dialog = page.getByRole("dialog");
  const image = dialog.getByRole("button", { name: /^Open image 1 of/ });
  await expectSeen(image);
  const first = await dialog.evaluate((panel) => {
    // The first thing after the sticky go-back bar that shows anything.
    const content = panel.querySelector(":scope > div > :nth-child(2)");
    return content?.querySelector("img, p, h2, dl")?.tagName ?? "";
  });
  expect(first).toBe("IMG");
  const [picture, title, facts, text] = await Promise.all([
    image.boundingBox(),
    dialog.getByRole("heading", { level: 2 }).boundingBox(),
    dialog.locator("dl").boundingBox(),
    dialog.locator(".prose").first().boundingBox(),
  ]);
  expect(picture!.y + picture!.height).toBeLessThanOrEqual(title!.y);
  expect(title!.y).toBeLessThan(facts!.y);
  expect(facts!.y + facts!.height).toBeLessThanOrEqual(text!.y);
});
