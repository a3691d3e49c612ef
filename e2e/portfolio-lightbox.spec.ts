import type { Page, Response } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
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
/** Relative luminance of a computed `rgb(...)` colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/**
 * The open lightbox is a room of the page, in its theme: paper by day, the night surface after
 * dark; its controls are the site's icon buttons, ringed in the control edge colour.
 */
async function expectPageTheme(page: Page, theme: "light" | "dark") {
  const box = viewer(page);
  await expectSeen(current(page).locator("img"));
  const ground = luminance(await box.locator(".yarl__container").evaluate((el) => getComputedStyle(el).backgroundColor));
  if (theme === "light") expect(ground).toBeGreaterThan(0.8);
  else expect(ground).toBeLessThan(0.02);
  for (const name of ["Previous image", "Next image", "Close the image viewer"] satisfies (typeof LIGHTBOX_CONTROLS)[number][]) {
    const button = box.getByRole("button", { name, exact: true });
    await expectSeen(button);
    expect(await button.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("1px");
  }
}

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

// One walk: its code loads on opening, it opens at the clicked image, moves, shows its controls in the
// page's theme; and a project page shows each image once.
test("a project's lightbox loads on opening, opens at the image, moves and shows its controls", async ({ page }) => {
  await setPreferences(page, { theme: "light" });
  const assets = recordAssets(page);
  await gotoHydrated(page, `/portfolio/${slug}`);
  const trigger = page.getByRole("button", { name: /Open image 2/ });

  await test.step("the page shows each image once and loads no lightbox code until an image is opened", async () => {
    await page.waitForLoadState("networkidle");
    const firstLoad = await assets();
    expect(firstLoad.length).toBeGreaterThan(3);
    expect(firstLoad.filter(isLightbox).map((asset) => asset.url)).toEqual([]);
    await expectEachImageOnce(page);
  });

  await test.step("it opens at the clicked image, fitted and rounded, zooms to a larger file; Escape returns focus", async () => {
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
    const shown = await img.evaluate((el) => el.getBoundingClientRect().width);
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
  });

  await test.step("the arrow keys move it and stop at both ends of the gallery", async () => {
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
  });

  await test.step("its controls and a strip of every picture are seen, in the light theme; each works", async () => {
    const box = viewer(page);
    for (const name of LIGHTBOX_CONTROLS) {
      await expectSeen(box.getByRole("button", { name, exact: true }));
    }
    await expectPageTheme(page, "light");
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

  for (const other of [layout.fullstack[0]!].filter((name) => name !== slug)) {
    await test.step(`/portfolio/${other} shows each image once and the lightbox has exactly those`, async () => {
      await gotoHydrated(page, `/portfolio/${other}`);
      const ids = await expectEachImageOnce(page);
      await galleryButtons(page).first().click();
      await expect(current(page)).toHaveAttribute("aria-label", new RegExp(` of ${ids.length}$`));
    });
  }
});

test.describe("while the lightbox's code is on its way", () => {
  test("the clicked image shows a loading sign, then the lightbox opens there; a slideshow waits 3 s", async ({ page }) => {
    // Three seconds of the page's clock, run by the test: not early, and not late on a busy machine.
    await page.clock.install();
    const code = await holdLightboxCode(page);
    await gotoHydrated(page, `/portfolio/${slug}`);
    const trigger = page.getByRole("button", { name: /Open image 2/ });

    await test.step("the clicked image shows the loading sign, then the lightbox opens at it", async () => {
      await trigger.click();
      await code.requested();
      await expectSeen(trigger.getByRole("status"));
      await expect(trigger).toHaveAttribute("aria-busy", "true");
      await expect(page.locator("main [aria-busy=true]")).toHaveCount(1);
      await code.arrived();
      await showing(page, 2, images.length);
      await expect(trigger.getByRole("status")).toHaveCount(0);
    });

    await test.step("the slideshow advances after three seconds, not before", async () => {
      await pauseClock(page);
      await viewer(page).getByRole("button", { name: "Play slideshow" }).click();
      await expectSeen(viewer(page).getByRole("button", { name: "Pause slideshow" }));
      await page.clock.runFor(LIGHTBOX_SLIDESHOW.delay - 100);
      await showing(page, 2, images.length);
      await page.clock.runFor(100);
      // From here the slide's own transition runs in its own time.
      await page.clock.resume();
      await showing(page, 3, images.length);
    });
  });

  // The dark theme here: the lightbox that opens at the end wears it.
  test("a click outside, Back and Escape cancel the opening: nothing opens when the code arrives", async ({ page }) => {
    await setPreferences(page, { theme: "dark" });
    const code = await holdLightboxCode(page);
    await gotoHydrated(page, `/portfolio/${slug}`);
    // A same-page history entry, so Back stays on this page (as on the panel's page).
    await page.evaluate(() => (location.hash = "project-gallery-title"));
    await page.waitForURL(/#project-gallery-title$/);
    const trigger = page.getByRole("button", { name: /Open image 2/ });
    const cancels: Array<[string, () => Promise<unknown>]> = [
      ["a click outside", () => page.getByRole("heading", { level: 1 }).click()],
      ["Back", () => page.goBack()],
      ["Escape", () => page.keyboard.press("Escape")],
    ];
    for (const [way, cancel] of cancels) {
      await test.step(`${way} cancels the opening`, async () => {
        await trigger.click();
        if (way === cancels[0]![0]) await code.requested();
        await expectSeen(trigger.getByRole("status"));
        await cancel();
        await expect(trigger.getByRole("status")).toHaveCount(0);
      });
    }
    await test.step("nothing opens when the code arrives; the next click opens at once", async () => {
      await code.arrived();
      await expect(viewer(page)).toHaveCount(0);
      expect(sitePath(page.url())).toBe(`/portfolio/${slug}`);
      await trigger.click();
      await showing(page, 2, images.length);
    });
    await test.step("the lightbox wears the dark theme", () => expectPageTheme(page, "dark"));
  });
});

// Escape cancels an opening and keeps the panel, a backdrop click cancels it and closes the panel;
// the code loads on opening; Escape closes the lightbox, then the panel; the panel takes it along.
test("a graphic panel's lightbox: cancelled, loaded on opening, closed by Escape, taken along", async ({ page }) => {
  const assets = recordAssets(page);
  const code = await holdLightboxCode(page);
  await gotoHydrated(page, "/portfolio");
  await page.waitForLoadState("networkidle");
  expect((await assets()).filter(isLightbox).map((asset) => asset.url)).toEqual([]);
  const card = page.locator("#graphic-design a[aria-haspopup=dialog]").first();
  const panel = page.getByRole("dialog", { name: graphic.title });

  await test.step("while the code is on its way, Escape cancels the opening and keeps the panel", async () => {
    await card.click();
    const thumbnail = panel.getByRole("button", { name: /Open image 2/ });
    await thumbnail.click();
    await code.requested();
    await expectSeen(thumbnail.getByRole("status"), { scroll: true });
    await page.keyboard.press("Escape");
    await expect(thumbnail.getByRole("status")).toHaveCount(0);
    await expectSeen(panel.getByRole("button", { name: "Go back" }));
  });

  await test.step("a backdrop click cancels the opening and closes the panel; nothing opens when the code arrives", async () => {
    const thumbnail = panel.getByRole("button", { name: /Open image 2/ });
    await thumbnail.click();
    await expectSeen(thumbnail.getByRole("status"));
    await page.mouse.click(200, 450);
    await expect(panel).toBeHidden();
    await code.arrived();
    await expect(viewer(page)).toHaveCount(0);
  });

  const thumbnail = panel.getByRole("button", { name: /Open image 1/ }).first();
  await test.step("each slide's thumbnail strip shows each picture once", async () => {
    await card.click();
    // The panel fetches its texts and images when it opens: count them once they are there.
    const buttons = panel.getByRole("button", { name: /Open image/ });
    await expect(buttons).toHaveCount(graphic.images.length);
    const total = graphic.images.length;
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
  });

  await test.step("Escape closes the lightbox, then the panel, returning focus each time", async () => {
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(thumbnail).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(card).toBeFocused();
  });

  await test.step("closing the panel takes its lightbox along", async () => {
    await card.click();
    await panel.getByRole("button", { name: /Open image 1/ }).first().click();
    await expect(viewer(page)).toBeVisible();
    await panel.evaluate((dialog) => (dialog as HTMLDialogElement).close());
    await expect(panel).toBeHidden();
    await page.locator("#graphic-design a[aria-haspopup=dialog]").nth(1).click();
    await expect(page.getByRole("dialog").first()).toBeVisible();
    await expect(viewer(page)).toHaveCount(0);
  });
});
