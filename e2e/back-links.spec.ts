import type { Locator } from "@playwright/test";
import { postsOf } from "./blog-content";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { layout } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// Every "Back to…" link is one drawing: a text link after a ←, with no outline or fill of a
// button (a pill was a fourth drawing of a secondary action), and a box tall enough to tap.

/** How the link is drawn, from what the eye meets: outline, fill, type, the arrow before the words. */
async function drawing(link: Locator) {
  return link.evaluate((el) => {
    const style = getComputedStyle(el);
    const arrow = el.querySelector("svg");
    const words = el.querySelector("span");
    return {
      border: style.borderTopWidth,
      radius: style.borderTopLeftRadius,
      fill: style.backgroundColor,
      font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`,
      colour: style.color,
      arrowFirst: !!arrow && !!words && arrow.getBoundingClientRect().right <= words.getBoundingClientRect().left,
      height: el.getBoundingClientRect().height,
    };
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the project's and the post's back links are one text link with a leading arrow (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, `/portfolio/${layout.frontend[0]}`);
    const toPortfolio = page.getByRole("link", { name: "Back to the portfolio" });
    await expectSeen(toPortfolio);
    const project = await drawing(toPortfolio);

    await gotoHydrated(page, `/blog/${postsOf("en")[0]!.urlTitle}`);
    const toBlog = page.getByRole("link", { name: "Back to the blog" });
    await expectSeen(toBlog);
    const post = await drawing(toBlog);

    for (const link of [project, post]) {
      expect(link).toMatchObject({ border: "0px", fill: "rgba(0, 0, 0, 0)", arrowFirst: true });
      expect(link.height).toBeGreaterThanOrEqual(44);
    }
    expect(post).toEqual(project);
  });
}
