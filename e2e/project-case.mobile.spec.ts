import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout } from "./portfolio-content";
import { expectSeen } from "./support/seen";

test("on a phone the facts come right after the title, before the cover and the story", async ({ page }) => {
  const slug = layout.frontend[0]!;
  await gotoHydrated(page, `/portfolio/${slug}`);
  const facts = page.locator("main dl[data-facts]");
  await expectSeen(facts, { scroll: true });
  const story = await page.locator("#project-about-title").boundingBox();
  const cover = await page.getByRole("main").getByRole("button", { name: /^Open image/ }).first().boundingBox();
  const box = await facts.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(cover!.y + 1);
  expect(box!.y + box!.height).toBeLessThan(story!.y);
});
