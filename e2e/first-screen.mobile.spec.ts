import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// On a 390 × 844 phone each list page shows work before any scroll: the visitor sees what the page
// is and the start of the first picture on the first screen.

/** How much of an element's height is inside the first screen, in px. */
function seenHeight(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });
}

for (const prefix of ["", "/sv"]) {
  test(`${prefix || "/"}: the hero and the top of the first cover share the first screen`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/`);
    expect(await page.evaluate(() => [window.innerWidth, window.innerHeight, window.scrollY])).toEqual([390, 844, 0]);
    const hero = page.locator("#home");
    await expectSeen(hero.getByRole("heading", { level: 1 }));
    await expectSeen(hero.getByRole("link", { name: /See my work|Se mitt arbete|Se mina arbeten/ }));
    await expectSeen(hero.getByRole("link", { name: /Download CV|Ladda ner CV/ }));
    // The hero's picture stays, a band over the words rather than a screen of its own.
    await expectSeen(hero.locator(`img[src*="/img/hero/"]:visible`));
    const cover = page.getByTestId("work-cover").first();
    expect(await seenHeight(cover)).toBeGreaterThanOrEqual(80);
  });
}

test("/portfolio/: the first top-5 cover starts on the first screen", async ({ page }) => {
  await gotoHydrated(page, "/portfolio/");
  const cover = page.locator("#top-5-projects img").first();
  expect(await seenHeight(cover)).toBeGreaterThanOrEqual(80);
  await expectSeen(page.getByRole("heading", { level: 1 }));
});

for (const section of ["frontend", "backend", "fullstack"]) {
  test(`/portfolio/${section}/ opens with the section's first card in view`, async ({ page }) => {
    await gotoHydrated(page, `/portfolio/${section}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const card = page.locator(`#${section} article`).first();
    // The card is a compact row on a phone: its small cover is seen whole.
    // A cover with a dark twin is two <img>s; the other theme's one is not displayed.
    const cover = card.locator("img").filter({ visible: true });
    const whole = Math.floor((await cover.boundingBox())!.height);
    expect(whole).toBeGreaterThan(40);
    await expect.poll(() => seenHeight(cover)).toBeGreaterThanOrEqual(whole);
  });
}

test("/blog/: the first post card's picture and title are on the first screen", async ({ page }) => {
  await gotoHydrated(page, "/blog/");
  await expectSeen(page.getByRole("heading", { level: 1 }));
  const card = page.getByTestId("blog-card").first();
  await expectSeen(card.getByRole("heading", { level: 2 }));
  expect(await seenHeight(card.locator("img"))).toBeGreaterThanOrEqual(150);
});
