import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// The site's signature: a registration mark where a profile section begins and on the not-found
// card, trim marks around a card on hover and around the hero's picture and portrait. Decoration only.

const marksOpacity = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el, "::after").opacity);

test("trim marks around the hero's pictures and a hovered or focused work card; registration marks on the sections", async ({
  page,
}) => {
  await gotoHydrated(page, "/");

  await test.step("the hero's picture and portrait stand in trim marks", async () => {
    const framed = page.locator("#home .crop-marks-shown");
    await expect(framed).toHaveCount(2);
    await expect(framed.filter({ has: page.locator("img[src*='/img/contact/portrait']") })).toHaveCount(1);
    for (const frame of await framed.all()) expect(Number(await marksOpacity(frame))).toBeGreaterThan(0);
  });

  await test.step("a work card draws its trim marks on hover and keyboard focus, and only then", async () => {
    const card = page.getByTestId("work-cover").first().locator("xpath=ancestor::a[1]");
    await expect.poll(() => marksOpacity(card)).toBe("0");
    await card.hover();
    await expect.poll(() => marksOpacity(card)).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(() => marksOpacity(card)).toBe("0");
    await card.focus();
    await expect.poll(() => marksOpacity(card)).toBe("1");
  });

  await test.step("each profile section starts with the registration mark", async () => {
    for (const id of ["who-am-i", "web-skills", "experience", "education", "hobbies"]) {
      const mark = page.locator(`#${id} [data-print-mark]`).first();
      await expect(mark).toHaveAttribute("aria-hidden", "true");
      await expectSeen(mark, { scroll: true });
    }
  });
});

test("the not-found card carries the registration mark and its trim marks", async ({ page }) => {
  await gotoHydrated(page, "/nope");
  await expectSeen(page.locator("main [data-print-mark]"));
  expect(Number(await marksOpacity(page.locator("main .crop-marks-shown")))).toBeGreaterThan(0);
});
