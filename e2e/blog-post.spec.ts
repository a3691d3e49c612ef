import { postsOf } from "./blog-content";
import { contrastRatio } from "./support/contrast";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

const LABELS = {
  en: { nav: "More posts", previous: "Previous post", next: "Next post", all: "The blog All posts" },
  sv: { nav: "Fler inlägg", previous: "Föregående inlägg", next: "Nästa inlägg", all: "Bloggen Alla inlägg" },
} as const;

for (const language of ["en", "sv"] as const) {
  const base = language === "sv" ? "/sv" : "";
  const posts = postsOf(language);

  test(`a post's first screen at 1440 × 900 shows its title, its picture and its first lines (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const post = posts[0]!;
    await gotoHydrated(page, `${base}/blog/${post.urlTitle}`);
    await expectSeen(page.getByRole("heading", { level: 1, name: post.title }));
    await expectSeen(page.getByRole("main").getByRole("img", { name: /\w/ }).first());
    const opening = page.getByTestId("blog-post-content").locator("p").first();
    await expectSeen(opening);
    await expect(opening).toContainText(post.content.slice(0, 30));
  });

  test(`at 1440 px a post's text keeps a readable measure, with its panel beside it (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `${base}/blog/${posts[0]!.urlTitle}`);
    const text = (await page.getByTestId("blog-post-content").boundingBox())!;
    // About 66 characters of the 18 px body a line (the full column held about 85).
    expect(text.width).toBeLessThanOrEqual(600);
    const panel = page.getByRole("complementary", { name: language === "sv" ? "Kort sagt" : "In short" });
    await expectSeen(panel.getByRole("heading").first(), { scroll: true });
    const aside = (await panel.boundingBox())!;
    expect(aside.x).toBeGreaterThan(text.x + text.width);
    expect(Math.abs(aside.y - text.y)).toBeLessThanOrEqual(1);
  });

  test(`a post ends with the previous and the next post, and each link opens it (${language})`, async ({ page }) => {
    const [newer, post, older] = posts;
    await gotoHydrated(page, `${base}/blog/${post!.urlTitle}`);
    const nav = page.getByRole("navigation", { name: LABELS[language].nav });
    const previous = nav.getByRole("link", { name: `${LABELS[language].previous} ${older!.title}` });
    const next = nav.getByRole("link", { name: `${LABELS[language].next} ${newer!.title}` });
    await expectSeen(previous, { scroll: true });
    await expectSeen(next, { scroll: true });
    await next.click();
    await page.waitForURL(`${base}/blog/${newer!.urlTitle}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newer!.title);
    // The newest post has only a previous one; the way to all posts takes the other half.
    await expect(nav.getByRole("link")).toHaveCount(2);
    const back = nav.getByRole("link", { name: `${LABELS[language].previous} ${post!.title}` });
    await expectSeen(back, { scroll: true });
    await back.click();
    await page.waitForURL(`${base}/blog/${post!.urlTitle}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post!.title);
  });

  test(`at the newest post the pager is full width: the previous post, then all posts beside it (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const [newest, older] = posts;
    await gotoHydrated(page, `${base}/blog/${newest!.urlTitle}`);
    const nav = page.getByRole("navigation", { name: LABELS[language].nav });
    const previous = nav.getByRole("link", { name: `${LABELS[language].previous} ${older!.title}` });
    const all = nav.getByRole("link", { name: LABELS[language].all });
    await expectSeen(previous, { scroll: true });
    await expectSeen(all, { scroll: true });
    // One half-width card left the pager's right half empty.
    const [row, left, right] = await Promise.all([nav.locator("ul"), previous, all].map(async (el) => (await el.boundingBox())!));
    expect(Math.abs(left!.x - row!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(right!.x + right!.width - (row!.x + row!.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(right!.y - left!.y)).toBeLessThanOrEqual(1);
    await all.click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === `${base}/blog`);
  });
}

// The technology chips had the box's own fill in the light theme, so they read as loose words set
// in from the heading. Each chip's fill now stands apart from the box's, and its edge is the heading's.
for (const theme of ["light", "dark"] as const) {
  test(`a post's technology chips stand out from their box and line up with its heading (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `/blog/${postsOf("en")[0]!.urlTitle}`);
    const panel = page.getByRole("complementary", { name: "In short" });
    const chip = panel.locator("[data-chip]").first();
    await expectSeen(chip, { scroll: true });
    const [chipFill, boxFill] = await Promise.all([chip, panel].map((el) => el.evaluate((node) => getComputedStyle(node).backgroundColor)));
    expect(contrastRatio(chipFill!, boxFill!)).toBeGreaterThanOrEqual(1.2);
    const heading = (await panel.getByRole("heading").first().boundingBox())!;
    expect(Math.abs((await chip.boundingBox())!.x - heading.x)).toBeLessThanOrEqual(1);
  });
}
