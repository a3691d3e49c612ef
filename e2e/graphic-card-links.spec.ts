import { expect, test } from "./support/fixtures";
import { graphicProject, layout } from "./portfolio-content";
import { prerenderedPaths } from "./support/prerendered";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";
import { servedDocument } from "./support/served-document";

// A graphic card is a link to its case page, so the page is reached without scripts; with them,
// a plain click opens the slide-in panel instead (portfolio-panel.spec.ts), and a modifier click
// stays the link's (portfolio-navigation.spec.ts).

const PAGES = new Set(prerenderedPaths());

test("every graphic card links to its own case page, in each language", async ({ request }) => {
  for (const lng of ["en", "sv"] as const) {
    const prefix = lng === "sv" ? "/sv" : "";
    const { document } = await servedDocument(request, `${prefix}/portfolio/`);
    const cards = [...document.querySelectorAll("#graphic-design a[aria-haspopup=dialog]")];
    expect(cards).toHaveLength(layout["graphic-design"].length);
    for (const [index, slug] of layout["graphic-design"].entries()) {
      const href = sitePath(cards[index]!.getAttribute("href")!);
      expect(href).toMatch(new RegExp(`^${prefix}/portfolio/${slug}/?$`));
      expect(PAGES.has(href.replace(/\/$/, "")), `${href} is a built page`).toBe(true);
      expect(cards[index]!.querySelector("h3")?.textContent?.trim()).toBe(graphicProject(slug, lng).title);
    }
  }
});

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
