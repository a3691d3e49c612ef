import { postsOf } from "./blog-content";
import { croppedCardPictures, IN_SHORT, openMiddlePost, ruleWidths } from "./blog-post-summary-checks";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

for (const language of ["en", "sv"] as const) {
  test(`on a phone a post's "${IN_SHORT[language]}" summary comes before its text (${language})`, async ({ page }) => {
    const post = postsOf(language)[0]!;
    await gotoHydrated(page, `${language === "sv" ? "/sv" : ""}/blog/${post.urlTitle}`);
    const panel = page.getByRole("complementary", { name: IN_SHORT[language] });
    await expectSeen(panel.getByRole("heading", { name: IN_SHORT[language] }), { scroll: true });
    await expectSeen(panel.locator("[data-chip]").first());
    const summary = (await panel.boundingBox())!;
    const text = (await page.getByTestId("blog-post-content").boundingBox())!;
    expect(summary.y + summary.height).toBeLessThan(text.y);
  });

  test(`on a phone the rule above a post's links is as wide as the pager's (${language})`, async ({ page }) => {
    await openMiddlePost(page, language);
    const { links, pager } = await ruleWidths(page);
    expect(pager).toBeGreaterThan(0);
    expect(links).toBe(pager);
  });

  test(`on a phone the list's card pictures show their art whole (${language})`, async ({ page }) => {
    await setPreferences(page, { lng: language });
    await gotoHydrated(page, `${language === "sv" ? "/sv" : ""}/blog`);
    expect(await croppedCardPictures(page)).toEqual([]);
  });
}
