import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// At 390 px the hero's art is a band across the column above who this is, not a tile squeezing
// the small lines beside it: those keep the whole width, two lines at most.
for (const prefix of ["", "/sv"]) {
  test(`${prefix || "/"}: at 390 px the hero's picture spans the column over the words; small lines two at most`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/`);
    const picture = page.locator(`#home img[src*="/img/hero/"]:visible`);
    await expectSeen(picture);
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(345);
    expect(box.height).toBeGreaterThanOrEqual(120);
    expect(box.height).toBeLessThanOrEqual(150);
    // The small lines: everything before the headline, the owner's name and role or the role
    // alone, then place and availability.
    const heading = page.locator("#home h1");
    const smallLines = page.locator("#home p").first();
    await expectSeen(smallLines);
    expect((await smallLines.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
    const lines = await heading.evaluate((h1) => {
      const before = [...h1.closest("#home")!.querySelectorAll("p")].filter(
        (p) => p.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      // A line is a run of text boxes that overlap in height; a name set larger shares its line.
      const rects = before
        .flatMap((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        })
        .sort((a, b) => a.top - b.top);
      let count = 0;
      let bottom = -Infinity;
      for (const r of rects) {
        if (r.top >= bottom - 2) count++;
        bottom = Math.max(r.top >= bottom - 2 ? r.bottom : bottom, r.bottom);
      }
      return count;
    });
    expect(lines).toBeLessThanOrEqual(2);
  });
}
