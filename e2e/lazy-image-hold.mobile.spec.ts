import type { Locator, Page } from "@playwright/test";
import { webProjectWithMostImages } from "./portfolio-content";
import { expect, test } from "./support/fixtures";
import { imageFiles } from "./support/image-files";
import { expectSeen } from "./support/seen";

// On the pages made of image cards and galleries, a lazy image waits with its addresses until
// the page has hydrated, so on a slow phone it does not take a connection from the scripts
// (app/lib/lazy-image-hold.ts). A visitor who scrolls to one first still gets it at once.

const top = (image: Locator) => image.evaluate((el) => el.getBoundingClientRect().top + scrollY);
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
const box = (image: Locator) =>
  image.evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });

/** Every address the image could load: its own and its <picture>'s sources'. */
const addresses = (image: Locator) => imageFiles(image.locator("xpath=.."));

/** The page's lazy images that start more than `screens` screens down, in page order. */
async function lazyImagesBelow(page: Page, screens: number) {
  const screen = await page.evaluate(() => innerHeight);
  const below: Locator[] = [];
  for (const image of await page.locator("img[loading=lazy]").all()) {
    if ((await top(image)) > screens * screen) below.push(image);
  }
  return below;
}

/** Holds the app's scripts until `release` is called: the page stays as the parser left it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * The lazy images' boxes below the first screen with the hold switched off (it needs an
 * IntersectionObserver) and the scripts held the same, so the blocks are skipped the same way.
 */
async function boxesWithoutHold(page: Page, path: string) {
  const other = await page.context().newPage();
  await holdScripts(other);
  await other.addInitScript(() => Reflect.deleteProperty(window, "IntersectionObserver"));
  await other.goto(path, { waitUntil: "load" });
  const below = await lazyImagesBelow(other, 1);
  for (const image of below) await expect(image).toHaveAttribute("src", /\/img\//);
  const boxes = await Promise.all(below.map(box));
  await other.close();
  return boxes;
}

/** Files of the page's images that have their addresses now. */
const filesShown = async (page: Page) =>
  (await Promise.all((await page.locator("img[src]").all()).map(addresses))).flat();

for (const path of ["/portfolio", `/portfolio/${webProjectWithMostImages()}`, "/sv/portfolio"]) {
  test(`${path}: lazy images below the first screen wait unasked, in their boxes, until hydration`, async ({ page }) => {
    const release = await holdScripts(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path, { waitUntil: "load" });

    const below = await lazyImagesBelow(page, 1);
    expect(below.length, "lazy images below the first screen").toBeGreaterThan(0);
    for (const image of below) await expect(image).not.toHaveAttribute("src");
    const heldBoxes = await Promise.all(below.map(box));
    expect(heldBoxes, "the boxes the images have without the hold").toEqual(await boxesWithoutHold(page, path));
    const shown = await filesShown(page);
    const requestedBeforeHydration = [...requested];

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (const image of below) await expect(image).toHaveAttribute("src", /\/img\//);
    for (const source of await page.locator("picture source").all()) await expect(source).toHaveAttribute("srcset", /\/img\//);
    // A file that an image on screen shares (a cover in the top five and in its category) loads with it.
    const waitingFiles = (await Promise.all(below.map(addresses))).flat().filter((file) => !shown.includes(file));
    expect(waitingFiles.length).toBeGreaterThan(0);
    expect(requestedBeforeHydration.filter((url) => waitingFiles.includes(url))).toEqual([]);

    const last = below.at(-1) as Locator;
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(last)).toBe(true);
  });
}

test("/portfolio: a lazy image scrolled to before hydration loads at once", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/portfolio", { waitUntil: "load" });
  const [image] = await lazyImagesBelow(page, 2);
  if (!image) throw new Error("no lazy image two screens down");
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("src", /\/img\//);
  await expect.poll(() => loaded(image)).toBe(true);
  await expectSeen(image, { scroll: true });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("/portfolio: every lazy image keeps its address", async ({ page }) => {
    await page.goto("/portfolio");
    const lazy = page.locator("img[loading=lazy]");
    expect(await lazy.count()).toBeGreaterThan(1);
    for (const image of await lazy.all()) await expect(image).toHaveAttribute("src", /\/img\//);
  });
});
