import { expect, test } from "./support/fixtures";
import { readContent } from "./support/test-content";
import { expectSeen } from "./support/seen";
import { expectPortrait, openHome, PORTRAIT_PAGES } from "./home-portrait-checks";

// The home page's first screen at 390 px: the name still fits beside the mark, the hero says who
// this is, the portrait sits beside the name under the hero's band, and only the first cover
// loads at once. One visit per home page.
const owner = readContent<{ name: string }>("site.json");

test("at 390 px the first screen shows the name and portrait, not as largest paint, and only the first cover loads at once", async ({
  page,
}) => {
  for (const path of PORTRAIT_PAGES) {
    const largestPaint = await openHome(page, path, "light");
    await test.step(`${path} at 390 px: the hero shows the owner's portrait`, async () => {
      await expectPortrait(page, "light");
    });
    // The rest is the same template in either language: checked on the English home page.
    if (path !== "/") continue;

    await test.step("at 390 px the portrait does not take the home page's largest paint", async () => {
      expect(await largestPaint()).not.toMatch(/portrait/);
    });

    await test.step("at 390 px the header and the hero's first screen show the owner's name", async () => {
      await expectSeen(page.getByRole("banner").getByText(owner.name, { exact: true }));
      await expectSeen(page.locator("#home").getByText(owner.name, { exact: true }));
    });

    const lazyCovers = "at 390 px the first cover, on the first screen, loads at once; the covers below it wait to be loaded lazily";
    await test.step(lazyCovers, async () => {
      const [first, ...below] = await page.getByTestId("work-cover").locator("img").evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).loading),
      );
      expect(first).toBe("eager");
      expect(below.length).toBeGreaterThan(0);
      expect(new Set(below)).toEqual(new Set(["lazy"]));
    });
  }
});
