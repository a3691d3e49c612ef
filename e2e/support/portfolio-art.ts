import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { expectSeen } from "./seen";

/**
 * Every top-5 card's rank is seen and lies off the card's art (where it would cover the art's own
 * words), and a card whose content names a focus crops its art there.
 */
export async function expectTopFiveRanksOffTheArt(page: Page, focus: ReadonlyArray<string | undefined>) {
  const items = page.locator("#top-5-projects ol > li");
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const rank = item.getByText(`No. ${i + 1}`, { exact: true });
    await rank.scrollIntoViewIfNeeded();
    await expectSeen(rank);
    // A cover with a dark twin is two <img>s; the other theme's one is not displayed.
    const art = item.locator("img").filter({ visible: true });
    const [a, b] = [(await rank.boundingBox())!, (await art.boundingBox())!];
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `rank ${i + 1} lies on the art`).toBe(false);
    const position = await art.evaluate((img) => getComputedStyle(img).objectPosition);
    if (focus[i]) expect(position, `item ${i + 1} crops at its focus`).not.toBe("50% 50%");
    else expect(position).toBe("50% 50%");
  }
}

/** In the dark theme every project image on the page has a faint edge drawn over it. */
export async function expectDarkImageEdges(page: Page, scope: string) {
  const edges = await page.locator(scope).locator("img").evaluateAll((imgs) =>
    imgs.map((img) => {
      for (let node = img.parentElement; node; node = node.parentElement) {
        const shadow = getComputedStyle(node, "::after").boxShadow;
        if (shadow !== "none" && shadow.includes("inset")) return "edge";
        if (node.matches("li, article, button, a")) break;
      }
      return img.outerHTML.slice(0, 160);
    }),
  );
  expect(edges.length).toBeGreaterThan(0);
  expect(edges.filter((edge) => edge !== "edge"), "images without an edge").toEqual([]);
}
