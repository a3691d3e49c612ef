import { postsOf } from "./blog-content";
import { borderContrast, contrastRatio } from "./support/contrast";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { layout } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// A technology chip's fill was the well's, 1.1:1 against the paper ground: a loose word with an
// icon, not a chip. Its edge now stands at least 1.5:1 from whatever ground it sits on, in both
// themes, and its words keep AA contrast on its fill.
const PAGES = ["/", `/portfolio/${layout.frontend[0]}`, `/blog/${postsOf("en")[0]!.urlTitle}`];

for (const theme of ["light", "dark"] as const) {
  test(`every technology chip is drawn as a chip against its ground (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    for (const path of PAGES) {
      await gotoHydrated(page, path);
      const chips = page.locator("[data-chip]");
      expect(await chips.count(), path).toBeGreaterThan(0);
      await expectSeen(chips.first(), { scroll: true });
      for (const chip of await chips.all()) {
        const { outside } = await borderContrast(chip);
        // One look at the chip's words and styles: a round trip for each, over every chip of three
        // pages, added seconds.
        const { text, edge, ink, fill } = await chip.evaluate((el) => {
          const style = getComputedStyle(el);
          return { text: el.textContent, edge: style.borderTopWidth, ink: style.color, fill: style.backgroundColor };
        });
        const name = `${text} on ${path}`;
        // An edge that is drawn (the default border colour, the ink, is there at 0 px too).
        expect(edge, name).toBe("1px");
        expect(outside, name).toBeGreaterThanOrEqual(1.5);
        expect(contrastRatio(ink, fill), name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}
