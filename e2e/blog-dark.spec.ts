import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { postsOf } from "./blog-content";
import { borderContrast, contrastRatio as contrast } from "./support/contrast";
import { expectSeen } from "./support/seen";

for (const theme of ["light", "dark"]) {
  test(`in the ${theme} theme the blog's title tile is a solid block on the page, its words readable on it`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/blog");
    const tile = page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::header[1]");
    await expectSeen(tile.getByRole("heading", { level: 1 }));
    const [tileColour, pageColour] = await tile.evaluate((el) => {
      // What is behind the tile: the nearest ancestor that paints a background.
      let behind = "rgb(255, 255, 255)";
      for (let node = el.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") {
          behind = colour;
          break;
        }
      }
      return [getComputedStyle(el).backgroundColor, behind];
    });
    // By day the ink stands more than 3:1 off the paper. At night it is the ink panel every dark
    // block shares, the raised step with a hairline (a cream slab there was the loudest thing on
    // the dark page): a fill of its own, apart from the page's.
    if (theme === "light") expect(contrast(tileColour!, pageColour!)).toBeGreaterThanOrEqual(3);
    else expect(tileColour).not.toBe(pageColour);
    // The eyebrow (accent on the fill, the weakest pair) and the title are AA text on that fill.
    const colourOf = (el: Element) => getComputedStyle(el).color;
    const eyebrow = await tile.locator("p").first().evaluate(colourOf);
    const title = await tile.getByRole("heading", { level: 1 }).evaluate(colourOf);
    expect(contrast(eyebrow, tileColour!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(title, tileColour!)).toBeGreaterThanOrEqual(4.5);
  });
}

for (const theme of ["light", "dark"]) {
  test(`in the ${theme} theme a post's topic is a pill on its band, and the meta row has one kind of separator`, async ({
    page,
  }) => {
    const post = postsOf("en")[0]!;
    await setPreferences(page, { theme });
    await gotoHydrated(page, `/blog/${encodeURIComponent(post.urlTitle)}/`);
    const header = page.locator("article header");
    const topic = header.locator("span", { hasText: post.suffix }).first();
    await expectSeen(topic);
    const [pill, band] = await Promise.all([
      topic.evaluate((el) => getComputedStyle(el).backgroundColor),
      header.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(pill).not.toBe("rgba(0, 0, 0, 0)");
    expect(pill).not.toBe(band);
    const row = header.locator("p", { has: page.locator(`time[datetime="${post.date}"]`) });
    const separators = await row.locator(':scope > [aria-hidden="true"]').evaluateAll((marks) =>
      marks.map((mark) => {
        const box = mark.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)} ${getComputedStyle(mark).backgroundColor}`;
      }),
    );
    expect(separators.length).toBeGreaterThan(0);
    expect(new Set(separators).size).toBe(1);
  });
}

test("at night a post's picture keeps a visible edge on its band", async ({ page }) => {
  const post = postsOf("en")[0]!;
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, `/blog/${encodeURIComponent(post.urlTitle)}/`);
  const figure = page.locator("article header figure");
  await expectSeen(figure);
  // The band's own line colour (1.16:1 on it) let the picture melt into the band.
  expect((await borderContrast(figure)).outside).toBeGreaterThanOrEqual(1.3);
});
