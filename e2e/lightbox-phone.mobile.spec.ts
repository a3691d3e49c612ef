import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { viewer } from "./support/lightbox";
import { expectSeen } from "./support/seen";
import { project, webProjectWithMostImages } from "./portfolio-content";

// On a phone the lightbox shows the counter, the whole title and close; a swipe moves between
// pictures and a pinch or a double tap zooms. A wider screen keeps every control.
const slug = webProjectWithMostImages();
const source = project(slug);
const total = new Set([source.image, ...source.images.map((image) => image.src)]).size;

const current = (page: Page) => viewer(page).locator(".yarl__slide_current");
const PHONE_HIDDEN = [
  "Previous image", "Next image", "Zoom in", "Zoom out", "Enter full screen", "Play slideshow", "Hide captions", "Hide thumbnails",
];

/** The title's words are all there to read: none cut off by its box. */
const expectWhole = async (title: Locator) =>
  expect.poll(() => title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);

async function open(page: Page) {
  await gotoHydrated(page, `/portfolio/${slug}`);
  await page.getByRole("button", { name: /Open image 1 of/ }).tap();
  await expect(current(page)).toHaveAttribute("aria-label", `1 of ${total}`);
}

test("on a phone the lightbox shows the counter, the whole title and close, and no other button", async ({ page }) => {
  await open(page);
  const box = viewer(page);
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

test("on a phone a long title wraps onto more lines instead of being cut short", async ({ page }) => {
  await open(page);
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

test("on a phone a swipe moves to the next picture and a double tap zooms in", async ({ page }) => {
  await open(page);
  const box = viewer(page);
  const image = current(page).locator("img");
  const { x, y, width, height } = (await image.boundingBox())!;
  // A swipe to the left, as a finger would make it.
  const client = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", px: number) =>
    client.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: px, y: y + height / 2 }] });
  await touch("touchStart", x + width * 0.8);
  for (const step of [0.6, 0.4, 0.2]) await touch("touchMove", x + width * step);
  await touch("touchEnd", x + width * 0.2);
  await expect(current(page)).toHaveAttribute("aria-label", `2 of ${total}`);
  await expect(box.locator(".yarl__counter")).toHaveText(`2 / ${total}`);

  const zoomed = current(page).locator("img");
  const before = (await zoomed.boundingBox())!;
  await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
  await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
  await expect.poll(async () => (await current(page).locator("img").boundingBox())!.width).toBeGreaterThan(before.width * 1.2);
});

test("on a wide screen the lightbox keeps every control", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const box = viewer(page);
  for (const name of [...PHONE_HIDDEN, "Close the image viewer"]) {
    await expectSeen(box.getByRole("button", { name, exact: true }));
  }
  await expectSeen(box.getByRole("navigation", { name: "Thumbnails" }).locator("[aria-current]"));
});
