import type { Page, Response } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { holdLightboxCode, LIGHTBOX_CONTROLS, viewer } from "./support/lightbox";
import { LIGHTBOX_SLIDESHOW } from "../app/features/gallery/lightbox-settings";
import { pauseClock } from "./support/clock";
import { expectAllSeen, expectSeen } from "./support/seen";
import { layout, project, webProjectWithMostImages } from "./portfolio-content";
import { sitePath } from "./support/base-path";

// Slide 3 is not its last, so the slideshow has somewhere to go from there.
const slug = webProjectWithMostImages();
const images = project(slug).images;
const graphic = project(layout["graphic-design"][0]!);

/** The slide on screen (the neighbours the lightbox preloads sit off screen). */
const current = (page: Page) => viewer(page).locator(".yarl__slide_current");
const showing = (page: Page, n: number, total: number) =>
  expect(current(page)).toHaveAttribute("aria-label", `${n} of ${total}`);
const widthOf = (src: string | null) => Number(/-(\d+)\.webp$/.exec(src ?? "")?.[1] ?? Number.NaN);

/** Every script and style sheet the page loads, with its text, to look for the lightbox in. */
function recordAssets(page: Page) {
  const assets: Array<Promise<{ url: string; text: string }>> = [];
  page.on("response", (response: Response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") {
      assets.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  });
  return async () => Promise.all(assets);
}

// "yarl__" is the lightbox library's CSS class prefix, in its script and its style sheet.
const isLightbox = (asset: { text: string }) => asset.text.includes("yarl__");

// The cover, a case-study step's picture and the gallery each show a picture the others do not.
const galleryButtons = (page: Page) => page.locator("main").getByRole("button", { name: /^Open image \d+ of \d+/ });

/** The image files the page's gallery buttons show, as pipeline ids ("projects/msb/cover"). */
const shownImages = (page: Page) =>
  galleryButtons(page)
    // A picture with a dark twin is two <img>s, the other theme's one not displayed.
    .locator("img")
    .filter({ visible: true })
    .evaluateAll((imgs) => imgs.map((img) => /\/img\/(.+?)\.[\w]+-\d+\.\w+$/.exec((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src)?.[1] ?? "?"));

/** The project page shows each image once, and its gallery buttons count exactly those. */
async function expectEachImageOnce(page: Page) {
  const buttons = galleryButtons(page);
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("main img")) (img as HTMLImageElement).loading = "eager";
  });
  await expect.poll(async () => (await shownImages(page)).includes("?")).toBe(false);
  const ids = await shownImages(page);
  expect(ids.length).toBeGreaterThan(1);
  expect(new Set(ids).size, `images shown twice: ${ids.join(", ")}`).toBe(ids.length);
  const labels = await buttons.evaluateAll((all) => all.map((b) => /Open image (\d+) of (\d+)/.exec(b.getAttribute("aria-label") ?? "")!.slice(1).join("/")));
  expect(labels.sort()).toEqual(ids.map((_, i) => `${i + 1}/${ids.length}`).sort());
  return ids;
}

test("a project's lightbox loads its code on opening, opens at the clicked image, moves, and shows its controls", async ({ page }) => {
  const assets = recordAssets(page);
  await gotoHydrated(page, `/portfolio/${slug}`);
  await page.waitForLoadState("networkidle");
  const firstLoad = await assets();
  expect(firstLoad.length).toBeGreaterThan(3);
  expect(firstLoad.filter(isLightbox).map((asset) => asset.url)).toEqual([]);
  await expectEachImageOnce(page);

  const trigger = page.getByRole("button", { name: /Open image 2/ });
  await trigger.click();
  await showing(page, 2, images.length);
  const loaded = (await assets()).filter(isLightbox).map((asset) => new URL(asset.url).pathname);
  expect(loaded.some((url) => url.endsWith(".js"))).toBe(true);
  expect(loaded.some((url) => url.endsWith(".css"))).toBe(true);
  const img = current(page).locator("img");
  await expect(img).toHaveAttribute("alt", images[1]!.alt);
  await expect(viewer(page).getByText(images[1]!.alt).first()).toBeVisible();
  // The zoom plugin picks the file from the slide's srcSet that covers the displayed size and
  // swaps in a larger one when zooming in.
  await expect.poll(async () => widthOf(await img.getAttribute("src"))).toBeGreaterThan(0);
  const fitted = widthOf(await img.getAttribute("src"));
  const shown = (await img.boundingBox())!.width;
  expect(fitted).toBeGreaterThanOrEqual(shown);
  // The picture's corners are rounded like the cards, and its box has the picture's own shape, so
  // the rounding falls on the picture, not on empty letterbox space.
  const shape = await img.evaluate((el: HTMLImageElement) => ({
    radius: getComputedStyle(el).borderTopLeftRadius,
    box: el.getBoundingClientRect().width / el.getBoundingClientRect().height,
    picture: el.naturalWidth / el.naturalHeight,
  }));
  expect(shape.radius).toBe("16px");
  expect(Math.abs(shape.box - shape.picture) / shape.picture).toBeLessThan(0.02);
  await viewer(page).getByRole("button", { name: "Zoom in", exact: true }).click();
  await expect.poll(async () => widthOf(await current(page).locator("img").last().getAttribute("src"))).toBeGreaterThan(fitted);
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  // The arrow keys move it and stop at both ends of the gallery.
  await page.getByRole("button", { name: /Open image 1/ }).click();
  await showing(page, 1, images.length);
  await expect(viewer(page).getByRole("button", { name: "Previous image" })).toBeDisabled();
  for (let n = 2; n <= images.length; n++) {
    await page.keyboard.press("ArrowRight");
    await showing(page, n, images.length);
  }
  await expect(viewer(page).getByRole("button", { name: "Next image" })).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await showing(page, images.length, images.length);
  await page.keyboard.press("ArrowLeft");
  await showing(page, images.length - 1, images.length);

  // All its controls and thumbnails are seen; each control works.
  const box = viewer(page);
  for (const name of LIGHTBOX_CONTROLS) {
    await expectSeen(box.getByRole("button", { name, exact: true }));
  }
  await expectSeen(current(page).locator("img"));
  await expectSeen(current(page).locator(".yarl__slide_title"));
  await expectSeen(current(page).locator(".yarl__slide_description"));
  // The strip shows every picture once, as many as the counter counts.
  const strip = box.getByRole("navigation", { name: "Thumbnails" });
  await expect(strip.getByRole("button")).toHaveCount(images.length);
  await expectAllSeen(strip.getByRole("button"));
  await strip.getByRole("button", { name: `3 of ${images.length}`, exact: true }).click();
  await showing(page, 3, images.length);
  await box.getByRole("button", { name: "Zoom in", exact: true }).click();
  await expect(box.getByRole("button", { name: "Zoom out", exact: true })).toBeEnabled();
  await expectSeen(box.getByRole("button", { name: "Zoom out", exact: true }));
  await box.getByRole("button", { name: "Hide captions", exact: true }).click();
  await expectSeen(box.getByRole("button", { name: "Show captions", exact: true }));
  await expect(current(page).locator(".yarl__slide_description")).toHaveCount(0);
  await box.getByRole("button", { name: "Play slideshow" }).click();
  await expectSeen(box.getByRole("button", { name: "Pause slideshow" }));
  await box.getByRole("button", { name: "Close the image viewer" }).click();
  await expect(viewer(page)).toBeHidden();
});

test("the slideshow advances after three seconds", async ({ page }) => {
  // Three seconds of the page's clock, run by the test: not early, and not late on a busy machine.
  await page.clock.install();
  await gotoHydrated(page, `/portfolio/${slug}`);
  await page.getByRole("button", { name: /Open image 1/ }).click();
  await showing(page, 1, images.length);
  await pauseClock(page);
  await viewer(page).getByRole("button", { name: "Play slideshow" }).click();
  await expectSeen(viewer(page).getByRole("button", { name: "Pause slideshow" }));
  await page.clock.runFor(LIGHTBOX_SLIDESHOW.delay - 100);
  await showing(page, 1, images.length);
  await page.clock.runFor(100);
  // From here the slide's own transition runs in its own time.
  await page.clock.resume();
  await showing(page, 2, images.length);
});

test("a graphic panel's lightbox loads its code on opening; Escape closes it, then the panel; the panel takes it along", async ({
  page,
}) => {
  const assets = recordAssets(page);
  await gotoHydrated(page, "/portfolio");
  await page.waitForLoadState("networkidle");
  expect((await assets()).filter(isLightbox).map((asset) => asset.url)).toEqual([]);
  const card = page.locator("#graphic-design a[aria-haspopup=dialog]").first();
  await card.click();
  const panel = page.getByRole("dialog", { name: graphic.title });
  const total = await panel.getByRole("button", { name: /Open image/ }).count();
  expect(total).toBe(graphic.images.length);
  const thumbnail = panel.getByRole("button", { name: /Open image 1/ }).first();
  for (let n = 1; n <= total; n++) {
    if (n === 1) await thumbnail.click();
    else await page.keyboard.press("ArrowRight");
    await showing(page, n, total);
    const strip = await viewer(page)
      .getByRole("navigation", { name: "Thumbnails" })
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src")));
    expect(strip.length).toBeGreaterThan(0);
    expect(new Set(strip).size, `thumbnails at slide ${n}: ${strip.join(", ")}`).toBe(strip.length);
  }
  const loaded = (await assets()).filter(isLightbox).map((asset) => new URL(asset.url).pathname);
  expect(loaded.some((url) => url.endsWith(".js"))).toBe(true);
  expect(loaded.some((url) => url.endsWith(".css"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(thumbnail).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(card).toBeFocused();

  await card.click();
  await panel.getByRole("button", { name: /Open image 1/ }).first().click();
  await expect(viewer(page)).toBeVisible();
  await panel.evaluate((dialog) => (dialog as HTMLDialogElement).close());
  await expect(panel).toBeHidden();
  await page.locator("#graphic-design a[aria-haspopup=dialog]").nth(1).click();
  await expect(page.getByRole("dialog").first()).toBeVisible();
  await expect(viewer(page)).toHaveCount(0);
});

for (const page_ of [layout.fullstack[0]!].filter((other) => other !== slug)) {
  test(`/portfolio/${page_} shows each image once and the lightbox has exactly those`, async ({ page }) => {
    await gotoHydrated(page, `/portfolio/${page_}`);
    const ids = await expectEachImageOnce(page);
    await galleryButtons(page).first().click();
    await expect(current(page)).toHaveAttribute("aria-label", new RegExp(` of ${ids.length}$`));
  });
}

test.describe("while the lightbox's code is on its way", () => {
  test("the clicked image shows a loading sign, then the lightbox opens at it", async ({ page }) => {
    const code = await holdLightboxCode(page);
    await gotoHydrated(page, `/portfolio/${slug}`);
    const trigger = page.getByRole("button", { name: /Open image 2/ });
    await trigger.click();
    await code.requested();
    await expectSeen(trigger.getByRole("status"));
    await expect(trigger).toHaveAttribute("aria-busy", "true");
    await expect(page.locator("main [aria-busy=true]")).toHaveCount(1);
    await code.arrived();
    await showing(page, 2, images.length);
    await expect(trigger.getByRole("status")).toHaveCount(0);
  });

  const cancels: Array<[string, (page: Page) => Promise<unknown>]> = [
    ["Escape", (page) => page.keyboard.press("Escape")],
    ["Back", (page) => page.goBack()],
    ["a click outside", (page) => page.getByRole("heading", { level: 1 }).click()],
  ];
  for (const [way, cancel] of cancels) {
    test(`${way} cancels the opening: nothing opens when the code arrives`, async ({ page }) => {
      const code = await holdLightboxCode(page);
      await gotoHydrated(page, `/portfolio/${slug}`);
      // A same-page history entry, so Back stays on this page (as on the panel's page).
      await page.evaluate(() => (location.hash = "project-gallery-title"));
      await page.waitForURL(/#project-gallery-title$/);
      const trigger = page.getByRole("button", { name: /Open image 2/ });
      await trigger.click();
      await code.requested();
      await expectSeen(trigger.getByRole("status"));
      await cancel(page);
      await expect(trigger.getByRole("status")).toHaveCount(0);
      await code.arrived();
      await expect(viewer(page)).toHaveCount(0);
      expect(sitePath(page.url())).toBe(`/portfolio/${slug}`);

      // The code is here now: the next click opens at once.
      await trigger.click();
      await showing(page, 2, images.length);
    });
  }

  test("in the graphic panel, Escape cancels the opening and keeps the panel; a backdrop click cancels and closes it", async ({ page }) => {
    const code = await holdLightboxCode(page);
    await gotoHydrated(page, "/portfolio");
    await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
    const panel = page.getByRole("dialog", { name: graphic.title });
    const thumbnail = panel.getByRole("button", { name: /Open image 2/ });
    await thumbnail.click();
    await code.requested();
    await expectSeen(thumbnail.getByRole("status"), { scroll: true });
    await page.keyboard.press("Escape");
    await expect(thumbnail.getByRole("status")).toHaveCount(0);
    await expectSeen(panel.getByRole("button", { name: "Go back" }));

    await thumbnail.click();
    await expectSeen(thumbnail.getByRole("status"));
    await page.mouse.click(200, 450);
    await expect(panel).toBeHidden();
    await code.arrived();
    await expect(viewer(page)).toHaveCount(0);
  });
});
