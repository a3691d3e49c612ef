import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { postsOf } from "./blog-content";
import { borderContrast, contrastRatio as contrast } from "./support/contrast";
import { expectSeen } from "./support/seen";

for (const theme of ["light", "dark"]) {
  test(`in the ${theme} theme the blog's head is words on the page, readable on it`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/blog");
    const head = page.getByTestId("blog-head");
    await expectSeen(head.getByRole("heading", { level: 1 }));
    // What is behind the head: the nearest ancestor that paints a background (the head paints none).
    const [own, pageColour] = await head.evaluate((el) => {
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
    expect(own).toBe("rgba(0, 0, 0, 0)");
    // The eyebrow (the accent, the weakest pair), the title and the intro are AA text on the page.
    const colourOf = (el: Element) => getComputedStyle(el).color;
    for (const part of [head.locator("p").first(), head.getByRole("heading", { level: 1 }), head.locator("p").last()]) {
      expect(contrast(await part.evaluate(colourOf), pageColour!)).toBeGreaterThanOrEqual(4.5);
    }
  });
}

for (const theme of ["light", "dark"]) {
  test(`in the ${theme} theme a post's topic is plain accent text readable on its band, and its meta row has one separator`, async ({
    page,
  }) => {
    const post = postsOf("en")[0]!;
    await setPreferences(page, { theme });
    await gotoHydrated(page, `/blog/${encodeURIComponent(post.urlTitle)}/`);
    const header = page.locator("article header");
    const topic = header.locator("span", { hasText: post.suffix }).first();
    await expectSeen(topic);
    // Drawn as the list's cards draw it: words, not a pill, so they must read on the band itself.
    const [fill, ink, band] = await Promise.all([
      topic.evaluate((el) => getComputedStyle(el).backgroundColor),
      topic.evaluate((el) => getComputedStyle(el).color),
      header.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(fill).toBe("rgba(0, 0, 0, 0)");
    expect(contrast(ink, band)).toBeGreaterThanOrEqual(4.5);
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
