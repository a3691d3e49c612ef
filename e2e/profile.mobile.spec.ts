import { expect, gotoHydrated, test } from "./support/fixtures";
import { visibleLines } from "./support/visible-lines";

// The profile page at 390 px.
test.describe("profile on a phone", () => {
  test("about me is collapsed to 5 lines and the page never scrolls sideways", async ({ page }) => {
    await gotoHydrated(page, "/");
    const text = page.locator("#about-me-text");
    const lines = () => text.evaluate(visibleLines);
    expect(await lines()).toBe(5);
    await page.getByRole("button", { name: "Read more" }).tap();
    await expect.poll(lines).toBeGreaterThan(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a direct load of /profile/education opens at its heading, clear of the header", async ({ page }) => {
    await gotoHydrated(page, "/profile/education");
    const heading = page.locator("#education-title");
    await expect(heading).toBeInViewport();
    await expect
      .poll(() =>
        heading.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return box.top >= 79 && !!hit && el.contains(hit);
        }),
      )
      .toBe(true);
  });

  test("the hero's buttons fit the first screen's width, its picture a short band over the words", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const name of ["Download CV", "See my work"]) {
      const box = await page.getByRole("link", { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    // The picture is a band over who this is, the column's width and short, not a screen of its own.
    const picture = (await page.locator(`#home img[src*="/img/hero/"]:visible`).boundingBox())!;
    const eyebrow = (await page.locator("#home p").first().boundingBox())!;
    expect(picture.x).toBeGreaterThanOrEqual(0);
    expect(picture.x + picture.width).toBeLessThanOrEqual(390);
    expect(picture.height).toBeLessThanOrEqual(picture.width / 2);
    expect(picture.y + picture.height).toBeLessThanOrEqual(eyebrow.y);
  });
});
