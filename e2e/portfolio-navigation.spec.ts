import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project, top5 } from "./portfolio-content";
import { at, sitePath } from "./support/base-path";

type RouterWindow = Window & { history: History };

/** React Router keeps navigation state under `usr` in the history entry. */
function navigationState(page: Page) {
  return page.evaluate(() => (window as RouterWindow).history.state?.usr ?? null);
}

const backendSlug = layout.backend[0]!;
const backendTitle = project(backendSlug).title;
const back = (page: Page) => page.getByRole("link", { name: "Back to the portfolio" });

/** A modifier click opens `link`'s address in a new tab and leaves this page where it is. */
async function expectNewTab(page: Page, link: ReturnType<Page["locator"]>, path: RegExp) {
  const opened = page.context().waitForEvent("page");
  await link.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  // The address is what is proven: the tab need not render the page.
  await tab.waitForURL(path, { waitUntil: "commit" });
  await tab.close();
  expect(sitePath(page.url())).toBe("/portfolio");
}

// One walk through the portfolio's links and the project page's way back, each state reached the
// way a visitor reaches it.
test("cards and top-5 items link their projects, and the project page's back button finds the way back", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");

  await test.step("a project card is a real link to its encoded urlTitle; a top-5 item links its plain urlTitle", async () => {
    for (const id of ["frontend", "backend", "fullstack"] as const) {
      const links = page.locator(`#${id} article h3 a`);
      await expect(links).toHaveCount(layout[id].length);
      for (const [index, slug] of layout[id].entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", at(`/portfolio/${encodeURIComponent(slug)}/`));
      }
    }
    const items = page.locator("#top-5-projects ol > li > a");
    for (const [index, item] of top5.entries()) {
      await expect(items.nth(index)).toHaveAttribute("href", at(`/portfolio/${item.urlTitle}/`));
    }
  });

  await test.step("a modifier click opens a card in a new tab, a graphic card too (the link's, not the panel's)", async () => {
    await expectNewTab(page, page.locator("#frontend article h3 a").first(), new RegExp(`/portfolio/${layout.frontend[0]}/?$`));
    const graphic = page.locator("#graphic-design a[aria-haspopup=dialog]").first();
    await expectNewTab(page, graphic, new RegExp(`/portfolio/${layout["graphic-design"][0]}/?$`));
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  await test.step("clicking a card opens the project with fromSection state and remembers the section", async () => {
    // Anywhere on the card counts: here the top of its image, far from the title link's text.
    await page.locator("#backend article").first().click({ position: { x: 30, y: 30 } });
    await page.waitForURL(`**/portfolio/${backendSlug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(backendTitle);
    expect(await navigationState(page)).toEqual({ fromSection: "backend" });
    expect(await page.evaluate(() => sessionStorage.getItem("activeSection"))).toBe("backend");
  });

  await test.step("the back button returns to the section in the navigation state", async () => {
    // With session storage emptied, only the navigation state (kept across a reload) knows.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(back(page)).toHaveAttribute("href", at("/portfolio/#backend"));
    await back(page).click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "#backend");
    await expect
      .poll(() => page.locator("#backend").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expect(page.locator("#backend")).toBeInViewport();
  });

  await test.step("a card works from the keyboard", async () => {
    const link = page.locator("#fullstack article h3 a").first();
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/portfolio/${layout.fullstack[0]}/`);
    expect(await navigationState(page)).toEqual({ fromSection: "fullstack" });
  });

  await test.step("opened afresh, the back button falls back to the section saved in session storage", async () => {
    expect(await page.evaluate(() => sessionStorage.getItem("activeSection"))).toBe("fullstack");
    await gotoHydrated(page, `/portfolio/${backendSlug}`);
    await expect(back(page)).toHaveAttribute("href", at("/portfolio/#fullstack"));
    await back(page).click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "#fullstack");
    await expect(page.locator("#fullstack")).toBeInViewport();
  });

  await test.step("a top-5 item returns to the top 5", async () => {
    await page.locator("#top-5-projects ol > li > a").nth(1).click();
    await page.waitForURL(`**/portfolio/${top5[1]!.urlTitle}/`);
    expect(await navigationState(page)).toEqual({ fromSection: "top-5-projects" });
    await back(page).click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "#top-5-projects");
    await expect(page.locator("#top-5-projects")).toBeInViewport();
  });

  await test.step("with nothing known, the back button goes to the top of the portfolio", async () => {
    await page.evaluate(() => sessionStorage.clear());
    await gotoHydrated(page, `/portfolio/${backendSlug}`);
    await expect(back(page)).toHaveAttribute("href", at("/portfolio/"));
    await back(page).click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "");
    await expect(page.locator("#my-work")).toBeInViewport();
  });
});
