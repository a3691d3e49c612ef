import { layout } from "./portfolio-content";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";

// scripts/postbuild/first-paint.mjs: the prerendered page paints, its on-screen images asked for,
// before the hydration scripts are fetched; the translations come with the scripts. The page's
// stylesheet is in its HTML (app/site-stylesheet.tsx): nothing styles it from another file.
type Timing = { name: string; start: number; end: number };

async function timings(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return {
      fcp,
      resources: entries.map((e): Timing => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    };
  });
}

const PROJECT_PAGE = `/portfolio/${layout.fullstack[0]}`;

for (const path of ["/", PROJECT_PAGE, "/blog"]) {
  test(`${path} paints and asks for its on-screen images before any script is fetched`, async ({ page }) => {
    await gotoHydrated(page, path);
    const { fcp, resources } = await timings(page);
    const scripts = resources.filter((r) => r.name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const firstScript = Math.min(...scripts.map((r) => r.start));
    expect(firstScript).toBeGreaterThanOrEqual(fcp);
    const onScreen = await page.evaluate(() =>
      [...document.images]
        .filter((img) => ((b) => b.width > 0 && b.bottom > 0 && b.top < innerHeight)(img.getBoundingClientRect()))
        .map((img) => new URL(img.currentSrc).pathname),
    );
    // The first request of each (the app later sets the favicon, which may be the logo file).
    const firstLoads = [...new Map(resources.toReversed().map((r) => [r.name, r])).values()];
    const images = firstLoads.filter((r) => onScreen.includes(r.name));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.start, image.name).toBeLessThanOrEqual(firstScript);
  });
}

for (const path of ["/", "/sv/contact/"]) {
  test(`${path} fetches no stylesheet, before hydration or after it, and hydrates without a mismatch`, async ({ page }) => {
    const sheets: string[] = [];
    page.on("request", (request) => request.resourceType() === "stylesheet" && sheets.push(request.url()));
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    expect(sheets).toEqual([]);
    // Styled all the same: the page's own <style> survived hydration (a mismatch would have
    // thrown React's error #418, which the console-error fixture catches, and rendered anew).
    expect(await page.evaluate(() => document.head.querySelectorAll("style").length)).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Inter Variable");
  });
}

test("a page loads its own code, not the contact form's or the lightbox's until they are needed", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  for (const path of ["/", "/portfolio", PROJECT_PAGE, "/blog"]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.filter((url) => /\/(contact|gallery-lightbox)-/.test(url))).toEqual([]);
  await gotoHydrated(page, "/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => url.startsWith("/assets/contact-"))).toBe(true);
});

test("the translations are fetched once, in one file, alongside the scripts, in the visitor's language", async ({ page }) => {
  await setPreferences(page, { lng: "sv" });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Kontakt/);
  expect(requests.filter((url) => url.startsWith("/locales/"))).toEqual(["/locales/sv.json"]);
  const { resources } = await timings(page);
  const firstScript = Math.min(...resources.filter((r) => r.name.endsWith(".js")).map((r) => r.start));
  const svTexts = resources.find((r) => r.name === "/locales/sv.json");
  // Requested with the scripts, not after they have run.
  expect(svTexts?.start).toBeLessThan(Math.max(...resources.filter((r) => r.name.endsWith(".js")).map((r) => r.end)));
  expect(svTexts?.start).toBeGreaterThanOrEqual(firstScript);
});

test("a page whose own script arrives last still hydrates, once the router has every route module", async ({ page }) => {
  // Held back, the page's own module is the last to arrive; the entry must not hydrate before
  // React Router's bootstrap has every route module.
  let held = "";
  await page.route(/\/assets\/portfolio-[\w-]+\.js$/, async (route) => {
    held = new URL(route.request().url()).pathname;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, "/portfolio");
  expect(held).not.toBe("");
  await page.getByRole("link", { name: /Frontend/ }).first().click();
  await expect(page).toHaveURL(/#frontend$/);
});

// app/components/ui/picture-preload.ts: a page's largest picture is asked for from the top of the
// head, under the query and with the sizes of the picture's own source, so the image the picture
// then shows is that same file, fetched once.
for (const [width, height] of [[390, 844], [1440, 900]] as const) {
  for (const path of ["/", "/sv/", "/portfolio/", PROJECT_PAGE, "/blog/"]) {
    test(`${path} at ${width} px asks for its largest picture ahead of its stylesheet, and fetches it once`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      const head = await page.evaluate(() => {
        const children = [...document.head.children];
        const style = children.findIndex((element) => element.localName === "style");
        const preloads = children.filter((element) => element.matches('link[rel="preload"][as="image"][imagesrcset]'));
        return { style, first: children.indexOf(preloads[0]!), count: preloads.length };
      });
      expect(head.count).toBeGreaterThan(0);
      expect(head.first).toBeGreaterThanOrEqual(0);
      expect(head.first).toBeLessThan(head.style);

      const { shown, others } = await page.evaluate(() => {
        const priority = (img: HTMLImageElement) =>
          img.fetchPriority === "high" && img.loading === "eager" && img.getBoundingClientRect().width > 0;
        const path = (img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname;
        const images = [...document.images];
        return { shown: images.filter(priority).map(path), others: images.filter((img) => !priority(img) && img.currentSrc).map(path) };
      });
      expect(shown.length).toBeGreaterThan(0);
      const loads = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => ({
          name: new URL(e.name).pathname,
          initiator: e.initiatorType,
        })),
      );
      for (const file of shown) {
        // One request, and it was the preload's: no second width or format of the same image. A
        // smaller picture of the same image elsewhere on the page (a thumbnail) rightly asks for its own width.
        const base = file.replace(/-\d+\.\w+$/, "");
        const ofThisPicture = loads.filter((load) => load.name.startsWith(base) && (load.name === file || !others.includes(load.name)));
        expect(ofThisPicture, file).toEqual([{ name: file, initiator: "link" }]);
      }
    });
  }
}
