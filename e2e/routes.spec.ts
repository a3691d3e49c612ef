import { expect as plainExpect, test as plain } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { headline } from "./owner-texts";
import { at, sitePath } from "./support/base-path";

// Every address the site answers (app/routes.ts), loaded directly from the static host.
const PAGES: Array<[path: string, heading: RegExp | string]> = [
  ["/", headline("en")],
  ["/profile", headline("en")],
  ["/profile/education", headline("en")],
  ["/portfolio", /My work/],
  ["/portfolio/frontend", /My work/],
  ["/portfolio/graphic-design", /My work/],
  ["/blog", /Blog/],
  ["/contact", /Contact/],
];
const NOT_FOUND = "This page took a wrong turn";

// One tab loads each address in turn: a fresh document each time, so each hydrates on its own.
test("every route is prerendered, translated and hydrates cleanly", async ({ page, request }) => {
  for (const [path, heading] of PAGES) {
    await test.step(path, async () => {
      const html = await (await request.get(at(path))).text();
      expect(html).toContain('lang="en"');
      expect(html).toMatch(/<h1[^>]*>/);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }
});

test("moved addresses redirect on a direct load; unknown paths are the not-found page with status 404", async ({ page }) => {
  await test.step("/profile/home redirects to /", async () => {
    await page.goto(at("/profile/home"));
    await page.waitForURL((url) => sitePath(url) === "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("en"));
  });
  await test.step("/portfolio/my-work redirects to /portfolio/", async () => {
    await page.goto(at("/portfolio/my-work"));
    await page.waitForURL((url) => sitePath(url) === "/portfolio/");
    await expect(page.locator("#my-work")).toBeVisible();
  });
  await test.step("unknown path /nope shows the not-found page with status 404", async () => {
    const response = await gotoHydrated(page, "/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
    expect(sitePath(page.url())).toBe("/nope");
  });
  await test.step("the not-found page's go-back button goes one step back", async () => {
    await page.getByRole("button", { name: "Go back" }).click();
    await page.waitForURL((url) => sitePath(url) === "/portfolio/");
  });
  await test.step("client navigation to an unknown project shows the not-found page", async () => {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, at("/portfolio/nope"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
  });
  for (const path of ["/portfolio/%E0%A4%A", "/blog/nope/deeper"]) {
    await test.step(`unknown path ${path} shows the not-found page with status 404`, async () => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
      expect(sitePath(page.url())).toBe(path);
    });
  }
});

plain("the build ships a 404.html for static hosts", async ({ request }) => {
  const response = await request.get(at("/404.html"));
  plainExpect(response.status()).toBe(200);
  plainExpect(await response.text()).toContain(NOT_FOUND);
});
