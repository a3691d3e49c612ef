import { postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// A post may leave out homepage, homepageIcon and homepageNote together (an essay links no
// project): its page then ends with the text and the pager, with no empty "Links" box.
const WORDS = {
  en: { links: "Links", homepage: "Further reading", code: "About the code", pager: "More posts" },
  sv: { links: "Länkar", homepage: "Vidare läsning", code: "Om koden", pager: "Fler inlägg" },
} as const;

for (const language of ["en", "sv"] as const) {
  test(`a post without a homepage ends with its text and the pager, no links box or code note (${language})`, async ({ page }) => {
    const words = WORDS[language];
    const essay = postsOf(language).find((post) => !post.homepage && !post.repository)!;
    await gotoHydrated(page, `${language === "sv" ? "/sv" : ""}/blog/${essay.urlTitle}`);
    const pager = page.getByRole("navigation", { name: words.pager });
    await expectSeen(pager.getByRole("link").first(), { scroll: true });
    await expect(page.locator("section[aria-labelledby='post-links-title']")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: words.links, exact: true })).toHaveCount(0);
    await expect(page.getByText(words.homepage, { exact: true })).toHaveCount(0);
    await expect(page.getByText(words.code, { exact: true })).toHaveCount(0);
    // The pager keeps the same distance under the text as under a links box: no hole is left.
    const text = (await page.getByTestId("blog-post-content").boundingBox())!;
    const gap = (await pager.boundingBox())!.y - (text.y + text.height);
    expect(gap).toBeGreaterThanOrEqual(32);
    expect(gap).toBeLessThanOrEqual(64);
  });
}
