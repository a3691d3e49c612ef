import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { holdLightboxCode, viewer } from "./support/lightbox";
import { expectAllSeen, expectSeen } from "./support/seen";
import { layout, project, webProjectWithMostImages } from "./portfolio-content";

// On a phone (390 px, touch): the loading sign is seen and a tap elsewhere or Back cancels an
// opening; the lightbox shows the counter, the whole title and close, a swipe moves between
// pictures and a double tap zooms; a wider screen keeps every control.
const slug = webProjectWithMostImages();
const source = project(slug);
const total = new Set([source.image, ...source.images.map((image) => image.src)]).size;
const graphic = project(layout["graphic-design"][0]!);

const current = (page: Page) => viewer(page).locator(".yarl__slide_current");
const showing = (page: Page, n: number, of: number) => expect(current(page)).toHaveAttribute("aria-label", `${n} of ${of}`);
const PHONE_HIDDEN = [
  "Previous image", "Next image", "Zoom in", "Zoom out", "Enter full screen", "Play slideshow", "Hide captions", "Hide thumbnails",
];

/** The title's words are all there to read: none cut off by its box. */
const expectWhole = async (title: Locator) =>
  expect.poll(() => title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);

test("on a phone a tap elsewhere and Back cancel the opening; the lightbox shows what a phone needs and swipes", async ({ page }) => {
  const code = await holdLightboxCode(page);
  await gotoHydrated(page, `/portfolio/${slug}`);
  // A same-page history entry, so Back stays on this page.
  await page.evaluate(() => (location.hash = "project-gallery-title"));
  await page.waitForURL(/#project-gallery-title$/);
  const trigger = page.getByRole("button", { name: /Open image 1 of/ });
  const box = viewer(page);

  await test.step("the tapped image shows the loading sign; a tap elsewhere cancels the opening", async () => {
    await trigger.tap();
    await code.requested();
    await expectSeen(trigger.getByRole("status"));
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(trigger.getByRole("status")).toHaveCount(0);
  });

  await test.step("Back cancels the opening; nothing opens when the code arrives", async () => {
    await trigger.tap();
    await expectSeen(trigger.getByRole("status"));
    await page.goBack();
    await expect(trigger.getByRole("status")).toHaveCount(0);
    await code.arrived();
    await expect(box).toHaveCount(0);
  });

  await test.step("a tap opens it with the counter, the whole title and close, and no other button", async () => {
    await trigger.tap();
    await showing(page, 1, total);
    await expectSeen(box.locator(".yarl__counter"));
    await expect(box.locator(".yarl__counter")).toHaveText(`1 / ${total}`);
    const title = current(page).locator(".yarl__slide_title");
    await expectSeen(title);
    await expect(title).toHaveText(source.title);
    await expectWhole(title);
    await expectSeen(box.getByRole("button", { name: "Close the image viewer" }));
    for (const name of PHONE_HIDDEN) await expect(box.getByRole("button", { name, exact: true })).toHaveCount(0);
    await expect(box.getByRole("button")).toHaveCount(1);
    await expect(box.getByRole("navigation", { name: "Thumbnails" })).toHaveCount(0);
  });

  await test.step("a long title wraps onto more lines instead of being cut short, above the picture", async () => {
    const title = current(page).locator(".yarl__slide_title");
    await title.evaluate((el) => (el.textContent = "Brutal Beats, a sixteen-step drum machine in the browser"));
    await expectSeen(title);
    await expectWhole(title);
    const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeGreaterThan(1);
    // Still above the picture, in the band of its own.
    const [words, picture] = await Promise.all([title.boundingBox(), current(page).locator("img").boundingBox()]);
    expect(words!.y + words!.height).toBeLessThanOrEqual(picture!.y);
  });

  await test.step("a swipe moves to the next picture and a double tap zooms in", async () => {
    const { x, y, width, height } = (await current(page).locator("img").boundingBox())!;
    // A swipe to the left, as a finger would make it.
    const client = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", px: number) =>
      client.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: px, y: y + height / 2 }] });
    await touch("touchStart", x + width * 0.8);
    for (const step of [0.6, 0.4, 0.2]) await touch("touchMove", x + width * step);
    await touch("touchEnd", x + width * 0.2);
    await showing(page, 2, total);
    await expect(box.locator(".yarl__counter")).toHaveText(`2 / ${total}`);

    const before = (await current(page).locator("img").boundingBox())!;
    await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
    await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
    await expect.poll(async () => (await current(page).locator("img").boundingBox())!.width).toBeGreaterThan(before.width * 1.2);
  });

  await test.step("on a wide screen the lightbox keeps every control", async () => {
    await box.getByRole("button", { name: "Close the image viewer" }).tap();
    await expect(box).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    await trigger.tap();
    await showing(page, 1, total);
    for (const name of [...PHONE_HIDDEN, "Close the image viewer"]) {
      await expectSeen(box.getByRole("button", { name, exact: true }));
    }
    await expectSeen(box.getByRole("navigation", { name: "Thumbnails" }).locator("[aria-current]"));
  });
});

test("on a phone the graphic panel takes the whole screen; its images show the loading sign and open by tap", async ({ page }) => {
  const code = await holdLightboxCode(page);
  await gotoHydrated(page, "/portfolio");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().tap();
  const panel = page.getByRole("dialog", { name: graphic.title });

  await test.step("the panel takes the whole screen, its way back in words at the top left, on the phone's gutter", async () => {
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())!.width).toBe(390);
    // The way back is a button with its words at the top left (the ✕ is the desk's drawing of it).
    const back = panel.getByRole("button", { name: "Go back" });
    await expectSeen(back);
    expect(await back.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe("Go back");
    expect((await back.boundingBox())!.x).toBe(20);
    await expectSeen(panel.getByRole("heading", { level: 2 }));
    // The site's phone gutter: 20 px, like every page.
    expect((await panel.getByRole("heading", { level: 2 }).boundingBox())!.x).toBe(20);
    expect((await panel.getByRole("button", { name: /Open image 1/ }).boundingBox())!.x).toBe(20);
    await expectAllSeen(panel.getByRole("button", { name: /Open image/ }), { scroll: true });
    await expectSeen(panel.getByRole("heading", { level: 3, name: "Tags" }), { scroll: true });
  });

  await test.step("a tapped image shows the loading sign, then the lightbox opens at it; close returns to the panel", async () => {
    const thumbnails = panel.getByRole("listitem").getByRole("button", { name: /Open image/ });
    await expectAllSeen(thumbnails, { scroll: true });
    const thumbnail = panel.getByRole("button", { name: /Open image 3/ });
    await thumbnail.tap();
    await code.requested();
    await expectSeen(thumbnail.getByRole("status"));
    await code.arrived();
    await showing(page, 3, graphic.images.length);
    await expectSeen(viewer(page).getByRole("button", { name: "Close the image viewer" }));
    await expectSeen(current(page).locator("img"));
    await viewer(page).getByRole("button", { name: "Close the image viewer" }).tap();
    await expect(viewer(page)).toBeHidden();
    await expectSeen(panel.getByRole("button", { name: "Go back" }));
  });

  await test.step("its lightbox opens at once now, by tap, and the way back closes the panel", async () => {
    await panel.getByRole("button", { name: /Open image 2/ }).tap();
    await expectSeen(current(page).locator("img"));
    await showing(page, 2, graphic.images.length);
    await viewer(page).getByRole("button", { name: "Close the image viewer" }).tap();
    await expect(viewer(page)).toBeHidden();
    await panel.getByRole("button", { name: "Go back" }).tap();
    await expect(panel).toBeHidden();
  });
});
