import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { holdLightboxCode, viewer } from "./support/lightbox";
import { expectAllSeen, expectSeen } from "./support/seen";
import { layout, project, webProjectWithMostImages } from "./portfolio-content";

// On a phone (390 px, touch): the lightbox's controls and the loading sign are seen (which
// controls a phone has: lightbox-phone.mobile.spec.ts).
const slug = webProjectWithMostImages();
const images = project(slug).images;
const graphic = project(layout["graphic-design"][0]!);

const current = (page: Page) => viewer(page).locator(".yarl__slide_current");
const showing = (page: Page, n: number, total: number) =>
  expect(current(page)).toHaveAttribute("aria-label", `${n} of ${total}`);

test("on a phone the tapped image shows the loading sign, and Back cancels the opening", async ({ page }) => {
  const code = await holdLightboxCode(page);
  await gotoHydrated(page, `/portfolio/${slug}`);
  // A same-page history entry, so Back stays on this page.
  await page.evaluate(() => (location.hash = "project-gallery-title"));
  await page.waitForURL(/#project-gallery-title$/);
  const trigger = page.getByRole("button", { name: /Open image 2/ });
  await trigger.tap();
  await code.requested();
  await expectSeen(trigger.getByRole("status"));
  await page.goBack();
  await expect(trigger.getByRole("status")).toHaveCount(0);
  await code.arrived();
  await expect(viewer(page)).toHaveCount(0);
});

test("on a phone a tap elsewhere cancels the opening", async ({ page }) => {
  const code = await holdLightboxCode(page);
  await gotoHydrated(page, `/portfolio/${slug}`);
  const trigger = page.getByRole("button", { name: /Open image 1/ });
  await trigger.tap();
  await code.requested();
  await expectSeen(trigger.getByRole("status"));
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(trigger.getByRole("status")).toHaveCount(0);
  await code.arrived();
  await expect(viewer(page)).toHaveCount(0);
  await trigger.tap();
  await showing(page, 1, images.length);
});

test("on a phone the graphic panel's images show the loading sign and open the lightbox", async ({ page }) => {
  const code = await holdLightboxCode(page);
  await gotoHydrated(page, "/portfolio");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().tap();
  const panel = page.getByRole("dialog", { name: graphic.title });
  await expectSeen(panel.getByRole("button", { name: "Go back" }));
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

