import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// At 390 px the hero's section links are short chips that wrap, so the top 5 starts soon.
test("at 390 px the section links are chips in at most two rows, each seen and tappable", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const chips = page.getByRole("navigation", { name: "Jump to a section" }).getByRole("link");
  await expect(chips).toHaveCount(5);
  const boxes = await chips.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return { top: Math.round(box.top), height: box.height, width: box.width };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBeLessThanOrEqual(2);
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThan(56);
    expect(box.width).toBeLessThan(350);
  }
  for (let index = 0; index < (await chips.count()); index++) await expectSeen(chips.nth(index));
  // The count is still said, for a listener; the chip shows the name only.
  await expect(chips.first()).toHaveAccessibleName(/Top 5 projects.*\d+ projects?/);
});
