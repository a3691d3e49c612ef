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

for (const [path, heading] of PAGES) {
  test(`${path} is prerendered, translated and hydrates cleanly`, async ({ page, request }) => {
    const html = await (await request.get(at(path))).text();
    expect(html).toContain('lang="en"');
    expect(html).toMatch(/<h1[^>]*>/);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("/profile/home redirects to / on a direct load", async ({ page }) => {
  await page.goto(at("/profile/home"));
  await page.waitForURL((url) => sitePath(url) === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("en"));
});

test("/portfolio/my-work redirects to /portfolio/ on a direct load", async ({ page }) => {
  await page.goto(at("/portfolio/my-work"));
  await page.waitForURL((url) => sitePath(url) === "/portfolio/");
  await expect(page.locator("#my-work")).toBeVisible();
});

for (const path of ["/nope", "/portfolio/%E0%A4%A", "/blog/nope/deeper"]) {
  test(`unknown path ${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page took a wrong turn");
    expect(sitePath(page.url())).toBe(path);
  });
}

test("the not-found page's go-back button goes one step back", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.goto(at("/nope"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Go back" }).click();
  await page.waitForURL((url) => sitePath(url) === "/blog");
});

test("client navigation to an unknown project shows the not-found page", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, at("/portfolio/nope"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page took a wrong turn");
});

test("the build ships a 404.html for static hosts", async ({ request }) => {
  const response = await request.get(at("/404.html"));
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("This page took a wrong turn");
});

