import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// At 390 px the hero's art is a picture beside who this is, not an icon: about 150 px wide, its top
// on the line where the hero's words start.
for (const prefix of ["", "/sv"]) {
  test(`${prefix || "/"}: at 390 px the hero's picture is about 150 px wide, top-aligned with the words beside it`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/`);
    const picture = page.locator("#home img:visible");
    await expectSeen(picture);
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(145);
    expect(box.width).toBeLessThanOrEqual(160);
    expect(box.height).toBeGreaterThanOrEqual(110);
    const words = (await page.locator("#home p").first().boundingBox())!;
    expect(Math.abs(box.y - words.y)).toBeLessThanOrEqual(1);
  });
}
