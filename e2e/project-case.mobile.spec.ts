import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout } from "./portfolio-content";
import { expectSeen } from "./support/seen";

test("on a phone the cover comes right under the title and its line, then the facts, then the story", async ({ page }) => {
  const slug = layout.frontend[0]!;
  await gotoHydrated(page, `/portfolio/${slug}`);
  const cover = page.getByRole("main").getByRole("button", { name: /^Open image/ }).first();
  await expectSeen(cover);
  const facts = page.locator("main dl[data-facts]");
  await expectSeen(facts, { scroll: true });
  const lede = (await page.locator("main h1 + p").boundingBox())!;
  const coverBox = (await cover.boundingBox())!;
  const factsBox = (await facts.boundingBox())!;
  const story = (await page.locator("#project-about-title").boundingBox())!;
  // The case's one gap (40 px) between the title block and the cover, nothing in between.
  expect(coverBox.y - (lede.y + lede.height)).toBeGreaterThanOrEqual(0);
  expect(coverBox.y - (lede.y + lede.height)).toBeLessThanOrEqual(48);
  expect(factsBox.y).toBeGreaterThanOrEqual(coverBox.y + coverBox.height);
  expect(factsBox.y + factsBox.height).toBeLessThan(story.y);
});
