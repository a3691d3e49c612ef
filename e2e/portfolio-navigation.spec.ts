import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project, top5 } from "./portfolio-content";
import { at, sitePath } from "./support/base-path";

type RouterWindow = Window & { history: History };

/** React Router keeps navigation state under `usr` in the history entry. */
function navigationState(page: import("@playwright/test").Page) {
  return page.evaluate(() => (window as RouterWindow).history.state?.usr ?? null);
}

const backendSlug = layout.backend[0]!;
const backendTitle = project(backendSlug).title;

test("a project card is a real link to its encoded urlTitle", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  for (const id of ["frontend", "backend", "fullstack"] as const) {
    const links = page.locator(`#${id} article h3 a`);
    await expect(links).toHaveCount(layout[id].length);
    for (const [index, slug] of layout[id].entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", at(`/portfolio/${encodeURIComponent(slug)}/`));
    }
  }
});

test("clicking a card opens the project with fromSection state and remembers the section", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  // Anywhere on the card counts: here the top of its image, far from the title link's text.
  await page.locator("#backend article").first().click({ position: { x: 30, y: 30 } });
  await page.waitForURL(`**/portfolio/${backendSlug}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(backendTitle);
  expect(await navigationState(page)).toEqual({ fromSection: "backend" });
  expect(await page.evaluate(() => sessionStorage.getItem("activeSection"))).toBe("backend");
});

test("a card works from the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const link = page.locator("#fullstack article h3 a").first();
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/portfolio/${layout.fullstack[0]}/`);
  expect(await navigationState(page)).toEqual({ fromSection: "fullstack" });
});

test("a card opens in a new tab with a modifier click", async ({ page, context }) => {
  await gotoHydrated(page, "/portfolio");
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page.locator("#frontend article h3 a").first().click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await popup.waitForLoadState();
  expect(sitePath(popup.url())).toBe(`/portfolio/${layout.frontend[0]}/`);
  expect(sitePath(page.url())).toBe("/portfolio");
});

test("a top-5 item links its plain urlTitle and returns to the top 5", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const items = page.locator("#top-5-projects ol > li > a");
  for (const [index, item] of top5.entries()) {
    await expect(items.nth(index)).toHaveAttribute("href", at(`/portfolio/${item.urlTitle}/`));
  }
  await items.nth(1).click();
  await page.waitForURL(`**/portfolio/${top5[1]!.urlTitle}/`);
  expect(await navigationState(page)).toEqual({ fromSection: "top-5-projects" });
  await page.getByRole("link", { name: "Back to the portfolio" }).click();
  await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "#top-5-projects");
  await expect(page.locator("#top-5-projects")).toBeInViewport();
});

test.describe("the project page's back button", () => {
  test("returns to the section in the navigation state", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    await page.locator("#backend article h3 a").first().click();
    await page.waitForURL(`**/portfolio/${backendSlug}/`);
    // With session storage emptied, only the navigation state (kept across a reload) knows.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const back = page.getByRole("link", { name: "Back to the portfolio" });
    await expect(back).toHaveAttribute("href", at("/portfolio/#backend"));
    await back.click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "#backend");
    await expect
      .poll(() => page.locator("#backend").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expect(page.locator("#backend")).toBeInViewport();
  });

  test("falls back to the section saved in session storage", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("activeSection", "fullstack"));
    await gotoHydrated(page, `/portfolio/${backendSlug}`);
    const back = page.getByRole("link", { name: "Back to the portfolio" });
    await expect(back).toHaveAttribute("href", at("/portfolio/#fullstack"));
    await back.click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "#fullstack");
    await expect(page.locator("#fullstack")).toBeInViewport();
  });

  test("goes to the top of the portfolio when nothing is known", async ({ page }) => {
    await gotoHydrated(page, `/portfolio/${backendSlug}`);
    const back = page.getByRole("link", { name: "Back to the portfolio" });
    await expect(back).toHaveAttribute("href", at("/portfolio/"));
    await back.click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/" && url.hash === "");
    await expect(page.locator("#my-work")).toBeInViewport();
  });
});
