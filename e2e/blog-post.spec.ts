import { postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

const LABELS = {
  en: { nav: "More posts", previous: "Previous post", next: "Next post", all: "The blog All posts" },
  sv: { nav: "Fler inlägg", previous: "Föregående inlägg", next: "Nästa inlägg", all: "Bloggen Alla inlägg" },
} as const;

for (const language of ["en", "sv"] as const) {
  const base = language === "sv" ? "/sv" : "";
  const posts = postsOf(language);

  test(`a post ends with the previous and the next post, and each link opens it (${language})`, async ({ page }) => {
    const [newer, post, older] = posts;
    await gotoHydrated(page, `${base}/blog/${post!.urlTitle}`);
    const nav = page.getByRole("navigation", { name: LABELS[language].nav });
    const previous = nav.getByRole("link", { name: `${LABELS[language].previous} ${older!.title}` });
    const next = nav.getByRole("link", { name: `${LABELS[language].next} ${newer!.title}` });
    await expectSeen(previous, { scroll: true });
    await expectSeen(next, { scroll: true });
    await next.click();
    await page.waitForURL(at(`${base}/blog/${newer!.urlTitle}/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newer!.title);
    // The newest post has only a previous one; the way to all posts takes the other half.
    await expect(nav.getByRole("link")).toHaveCount(2);
    const back = nav.getByRole("link", { name: `${LABELS[language].previous} ${post!.title}` });
    await expectSeen(back, { scroll: true });
    await back.click();
    await page.waitForURL(at(`${base}/blog/${post!.urlTitle}/`));
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
    await page.waitForURL((url) => sitePath(url).replace(/\/$/, "") === `${base}/blog`);
  });
}

// The technology chips had the box's own fill in the light theme, so they read as loose words set
// in from the heading. Each chip's fill now stands apart from the box's, and its edge is the heading's.
