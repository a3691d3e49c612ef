import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// At 390 px the hero's section links are one compact row each, so the top 5 starts soon.
test("at 390 px each section link is one even row, its arrow beside its name", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const tiles = page.getByRole("navigation", { name: "Jump to a section" }).getByRole("link");
  await expect(tiles).toHaveCount(5);
  const boxes = await tiles.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      const name = link.firstElementChild!.getBoundingClientRect();
      const arrow = link.querySelector("svg")!.getBoundingClientRect();
      return { left: box.left, width: box.width, height: box.height, nameTop: name.top, arrowTop: arrow.top };
    }),
  );
  const first = boxes[0]!;
  for (const box of boxes) {
    expect(box.left).toBe(first.left);
    expect(box.width).toBe(first.width);
    expect(box.height).toBe(first.height);
    expect(box.height).toBeLessThan(64);
    expect(box.arrowTop - box.nameTop).toBeLessThan(12);
  }
  for (let index = 0; index < (await tiles.count()); index++) await expectSeen(tiles.nth(index));
});
