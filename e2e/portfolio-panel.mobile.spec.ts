import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectAllSeen, expectSeen } from "./support/seen";

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

