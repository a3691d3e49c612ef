import { postsOf } from "./blog-content";
import { croppedCardPictures, IN_SHORT, openMiddlePost, ruleWidths } from "./blog-post-summary-checks";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

const CODE = { en: "About the code", sv: "Om koden" } as const;

for (const language of ["en", "sv"] as const) {
  const base = language === "sv" ? "/sv" : "";

  test(`at 1440 the list's card pictures show their art whole, and a post's focus places its crop (${language})`, async ({ page }) => {
    await setPreferences(page, { lng: language });
    await gotoHydrated(page, `${base}/blog`);
    expect(await croppedCardPictures(page)).toEqual([]);
    const focused = postsOf(language).find((post) => post.imgFocus)!;
    const card = page.getByTestId("blog-card").filter({ hasText: focused.title }).first();
    await expectSeen(card, { scroll: true });
    await expect(card.locator("img")).toHaveCSS("object-position", "50% 30%");
  });

  test(`a post's summary is titled "${IN_SHORT[language]}" and stands beside the text at 1440 (${language})`, async ({ page }) => {
    await gotoHydrated(page, `${base}/blog/${postsOf(language)[0]!.urlTitle}`);
    const panel = page.getByRole("complementary", { name: IN_SHORT[language] });
    await expectSeen(panel.getByRole("heading", { name: IN_SHORT[language] }), { scroll: true });
    const text = (await page.getByTestId("blog-post-content").boundingBox())!;
    expect((await panel.boundingBox())!.x).toBeGreaterThan(text.x + text.width);
  });

  test(`the rule above a post's links is as wide as the one above its pager (${language})`, async ({ page }) => {
    await openMiddlePost(page, language);
    const { links, pager } = await ruleWidths(page);
    expect(pager).toBeGreaterThan(0);
    expect(links).toBe(pager);
  });

  test(`"${CODE[language]}" links to the post's repository with its host's logo, else is a note (${language})`, async ({ page }) => {
    const posts = postsOf(language);
    const withCode = posts.find((post) => post.repository)!;
    await gotoHydrated(page, `${base}/blog/${withCode.urlTitle}`);
    const link = page.getByRole("link", { name: new RegExp(`^${CODE[language]}`) });
    await expectSeen(link, { scroll: true });
    await expect(link).toHaveAttribute("href", withCode.repository!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.locator("svg use").first()).toHaveAttribute("href", "#tech-github");
    await expect(page.locator("symbol#tech-github path")).toHaveAttribute("d", /\S/);
    const without = posts.find((post) => !post.repository && post.homepageNote)!;
    await gotoHydrated(page, `${base}/blog/${without.urlTitle}`);
    await expectSeen(page.getByText(without.homepageNote!), { scroll: true });
    await expect(page.getByRole("link", { name: new RegExp(`^${CODE[language]}`) })).toHaveCount(0);
  });
}

test("a post's tools show their logo when they have one, and a neutral mark otherwise", async ({ page }) => {
  const post = postsOf("en").find((one) => one.technologies.includes("Vitest") && one.technologies.includes("Playwright"))!;
  await gotoHydrated(page, `/blog/${post.urlTitle}`);
  const panel = page.getByRole("complementary", { name: IN_SHORT.en });
  const vitest = panel.locator("[data-chip]").filter({ hasText: "Vitest" });
  const playwright = panel.locator("[data-chip]").filter({ hasText: "Playwright" });
  await expectSeen(vitest, { scroll: true });
  await expectSeen(playwright);
  await expect(vitest.locator("svg use")).toHaveAttribute("href", "#tech-vitest");
  await expect(page.locator("symbol#tech-vitest path")).toHaveAttribute("d", /\S/);
  await expect(playwright.locator("svg[data-neutral]")).toHaveCount(1);
  await expect(playwright.locator("svg use")).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`a post's topic is drawn as its card draws it, plain accent text (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    const post = postsOf("en")[0]!;
    await gotoHydrated(page, "/blog");
    const cardTopic = page.getByTestId("blog-card").first().getByText(post.suffix, { exact: true });
    const TYPE = ["font-family", "font-size", "font-weight", "letter-spacing", "text-transform"];
    const typeOf = (node: Element, names: string[]) => names.map((name) => getComputedStyle(node).getPropertyValue(name));
    const cardType = await cardTopic.evaluate(typeOf, TYPE);
    await gotoHydrated(page, `/blog/${post.urlTitle}`);
    const topic = page.getByTestId("post-topic-line").locator("span").first();
    await expectSeen(topic);
    expect(await topic.evaluate(typeOf, TYPE)).toEqual(cardType);
    await expect(topic).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(topic).toHaveCSS("padding-left", "0px");
  });
}
