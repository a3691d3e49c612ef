import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectTopFiveRanksOffTheArt } from "./support/portfolio-art";
import { expectAllSeen, expectSeen } from "./support/seen";
import { top5 } from "./portfolio-content";
import { thumbnailRowFaults } from "./support/thumbnail-row";

test("on a phone the graphic panel takes the whole screen and its lightbox opens by tap", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const card = page.locator("#graphic-design a[aria-haspopup=dialog]").first();
  await card.tap();
  const panel = page.getByRole("dialog");
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

  await panel.getByRole("button", { name: /Open image 2/ }).tap();
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await expectSeen(viewer.locator(".yarl__slide_current img"));
  await expectSeen(viewer.getByRole("button", { name: "Close the image viewer" }));
  await viewer.getByRole("button", { name: "Close the image viewer" }).tap();
  await expect(viewer).toBeHidden();

  await expectSeen(panel.getByRole("button", { name: "Go back" }));
  await panel.getByRole("button", { name: "Go back" }).tap();
  await expect(panel).toBeHidden();
});

test("on a phone the graphic panel's thumbnails fill the row under its picture", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().tap();
  const panel = page.getByRole("dialog");
  const main = panel.getByRole("button", { name: /Open image 1 of/ });
  await expectSeen(main);
  const thumbnails = panel.getByRole("button", { name: /Open image ([2-9]|\d\d) of/ });
  await expectAllSeen(thumbnails, { scroll: true });
  expect(await thumbnailRowFaults(main, thumbnails)).toEqual([]);
});

test("on a phone the top 5 and the project cards are one column (the graphic tiles two)", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const lefts = await page
    .locator("#top-5-projects ol > li, #frontend article, #graphic-design a[aria-haspopup=dialog]")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  // The first left edge is the column's; the graphic tiles add their second column's.
  expect(new Set(lefts).size).toBe(2);
  const column = lefts[0]!;
  const cards = await page
    .locator("#top-5-projects ol > li, #frontend article")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  expect(new Set(cards)).toEqual(new Set([column]));
});

test("at 390 px every top-5 rank is seen off the art, and a named focus sets the crop", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await expectTopFiveRanksOffTheArt(page, top5.map((item) => item.focus));
});
