import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { postsOf } from "./blog-content";
import { expectSeen } from "./support/seen";

/** WCAG contrast ratio of two "rgb(r, g, b)" colours. */
function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const theme of ["light", "dark"]) {
  test(`in the ${theme} theme the blog's title tile stands out from the page`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/blog");
    const tile = page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::header[1]");
    const [tileColour, pageColour, edgeColour] = await tile.evaluate((el) => {
      // What is behind the tile: the nearest ancestor that paints a background.
      let behind = "rgb(255, 255, 255)";
      for (let node = el.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") {
          behind = colour;
          break;
        }
      }
      return [getComputedStyle(el).backgroundColor, behind, getComputedStyle(el).borderTopColor];
    });
    // 3:1, what WCAG asks of a component's boundary against what is next to it: its fill, or at
    // night (a dark fill on a dark page) its border.
    expect(Math.max(contrast(tileColour, pageColour), contrast(edgeColour, pageColour))).toBeGreaterThanOrEqual(3);
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
