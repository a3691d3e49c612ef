import type { Page } from "@playwright/test";
import { HEADER_HEIGHT, listPageAddress, listPagesOf, postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

const posts = postsOf("en");
/** The posts of /blog, the list's first page. */
const firstPage = listPagesOf("en")[0]!;

test("the list pages show the page title, a heading for each year of their posts and every post's card fields", async ({ page }) => {
  const years = new Set<string>();
  for (const [index, onPage] of listPagesOf("en").entries()) {
    await gotoHydrated(page, listPageAddress("en", index + 1));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.getByText(`${posts.length} posts`)).toBeVisible();
    const pageYears = [...new Set(onPage.map((post) => post.date.slice(0, 4)))];
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: /^\d{4}$/ })).toHaveText(pageYears);
    for (const year of pageYears) {
      const region = page.getByRole("region", { name: year });
      await expect(region.getByTestId("blog-card")).toHaveCount(onPage.filter((post) => post.date.startsWith(year)).length);
      years.add(year);
    }
    await expectCards(page, onPage);
  }
  // The tests' posts are from more than one year, and some year runs over two pages.
  expect(years.size).toBeGreaterThan(1);
});

for (const [language, title] of [
  ["en", "Blog"],
  ["sv", "Blogg"],
] as const) {
  test(`the year headings are seen at the top of the list and on the page where an older year starts (${language})`, async ({ page }) => {
    await gotoHydrated(page, listPageAddress(language, 1));
    await expectSeen(page.getByRole("heading", { level: 1, name: title }));
    const newest = postsOf(language)[0]!.date.slice(0, 4);
    await expectSeen(page.getByRole("heading", { level: 2, name: newest }));
    const pages = listPagesOf(language);
    const last = pages.length;
    const oldest = pages.at(-1)!.at(-1)!.date.slice(0, 4);
    expect(oldest).not.toBe(newest);
    await gotoHydrated(page, listPageAddress(language, last));
    await expectSeen(page.getByRole("heading", { level: 2, name: oldest }), { scroll: true });
  });
}

test("a card is one link, one tab stop, its call to action a line of text", async ({ page }) => {
  await gotoHydrated(page, listPageAddress("en", 1));
  for (const card of await page.getByTestId("blog-card").all()) {
    await expect(card.locator("a, button, [tabindex]")).toHaveCount(1);
    const readMore = card.getByTestId("blog-card-read-more");
    await expect(readMore).toHaveText("Read more");
    // No pill: no border, no fill.
    const { border, fill } = await readMore.evaluate((el) => ({
      border: getComputedStyle(el).borderTopWidth,
      fill: getComputedStyle(el).backgroundColor,
    }));
    expect(border).toBe("0px");
    expect(fill).toBe("rgba(0, 0, 0, 0)");
  }
});

test("a post writes its topic and date as its card on the list does", async ({ page }) => {
  const post = firstPage[0]!;
  // The type, not the colour: on the post's tinted head band the topic takes the accent's darker
  // step, which keeps it 4.5:1 there (blog-dark.spec.ts checks that contrast).
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    return [style.fontSize, style.fontWeight, style.textTransform, style.letterSpacing].join(" ");
  };
  await gotoHydrated(page, listPageAddress("en", 1));
  const card = page.getByTestId("blog-card").first();
  const cardTopic = await card.getByText(post.suffix, { exact: true }).evaluate(look);
  const cardDate = await card.locator("time").evaluate(look);
  await gotoHydrated(page, `/blog/${encodeURIComponent(post.urlTitle)}/`);
  const header = page.locator("article header");
  await expectSeen(header.locator(`time[datetime="${post.date}"]`));
  expect(await header.locator("span", { hasText: post.suffix }).evaluate(look)).toBe(cardTopic);
  expect(await header.locator("time").evaluate(look)).toBe(cardDate);
});

async function expectCards(page: Page, onPage: typeof posts) {
  const cards = page.getByTestId("blog-card");
  await expect(cards).toHaveCount(onPage.length);
  for (const [index, post] of onPage.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${encodeURIComponent(post.urlTitle)}/`);
    await expect(card).toContainText(post.titleDescription);
    await expect(card).toContainText(post.suffix);
    await expect(card).toContainText("Read more");
    const date = new Date(`${post.date}T00:00:00Z`).toLocaleDateString("en", { dateStyle: "long", timeZone: "UTC" });
    await expect(card.locator(`time[datetime="${post.date}"]`)).toHaveText(date);
    await expect(card.locator("img")).toHaveAttribute("alt", /\w/);
  }
}

test("card content is cut to 160 characters plus an ellipsis, at the end of a word", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const texts = await page.getByTestId("blog-card-content").allTextContents();
  expect(texts).toHaveLength(firstPage.length);
  for (const [index, text] of texts.entries()) {
    const head = text.slice(0, -1);
    const content = firstPage[index]!.content.replace(/\s+/g, " ");
    expect(content.startsWith(head)).toBe(true);
    expect(content[head.length]).toMatch(/[\s,.;:]/);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(text.length).toBeGreaterThan(120);
  }
});

test("a click anywhere on a card, its picture too, opens its post at the top of the page", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const last = firstPage.at(-1)!;
  const card = page.getByTestId("blog-card").last();
  // Scrolled down as far as the page goes, however few posts there are.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // The whole card is the title's link (stretched over it): a click on its picture, far from the
  // title, lands on that link, as a visitor's would.
  const box = (await card.getByRole("img").boundingBox())!;
  await page.mouse.click(box.x + 12, box.y + 12);
  await page.waitForURL(`/blog/${last.urlTitle}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the post page shows every part of the post", async ({ page }) => {
  const post = posts.find((one) => one.homepage)!;
  const response = await gotoHydrated(page, `/blog/${post.urlTitle}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.locator(`time[datetime="${post.date}"]`)).toBeVisible();
  await expect(page.getByText(post.titleDescription)).toBeVisible();
  await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
  await expect(page.getByTestId("blog-post-content")).toContainText(post.content.replace(/<[^>]+>/g, "").slice(0, 40));
  await expect(page.getByRole("main")).toContainText(post.suffix);
  const homepage = page.getByRole("link", { name: new RegExp(new URL(post.homepage!).host.replace(/^www\./, "").replace(/\./g, "\\.")) });
  await expect(homepage).toHaveAttribute("href", post.homepage!);
  const icon = await homepage.locator("svg use").first().getAttribute("href");
  await expect(page.locator(`symbol[id="${icon?.slice(1)}"] path`)).toHaveAttribute("d", /\S/);
  await expect(page.getByText(post.homepageNote!)).toBeVisible();
  const panel = page.getByRole("complementary", { name: "In short" });
  await expect(panel.getByRole("heading", { name: post.techTitle ?? "Tools" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: post.keyFeaturesTitle ?? "Lessons" })).toBeVisible();
  for (const item of [...post.technologies, ...post.keyFeatures]) await expect(panel).toContainText(item);
});

test("a post's panel headings are the interface's words unless the post names its own", async ({ page }) => {
  const own = posts.find((post) => post.techTitle)!;
  const plain = posts.find((post) => !post.techTitle)!;
  for (const [post, heading] of [[own, own.techTitle!], [plain, "Tools"]] as const) {
    await gotoHydrated(page, `/blog/${post.urlTitle}`);
    const panel = page.getByRole("complementary", { name: "In short" });
    await expectSeen(panel.getByRole("heading", { name: heading, exact: true }), { scroll: true });
  }
});

test("the go-back button of a post opened at its address goes to /blog scrolled by the header's height", async ({ page }) => {
  await gotoHydrated(page, `/blog/${posts.at(-1)!.urlTitle}`);
  await page.getByRole("link", { name: "Back to the blog" }).click();
  await page.waitForURL("/blog/");
  await expect(page.getByTestId("blog-card")).toHaveCount(firstPage.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(HEADER_HEIGHT);
});

for (const [language, date] of [
  ["en", "November 18, 2025"],
  ["sv", "18 november 2025"],
] as const) {
  test(`the post date is written for the language (${language})`, async ({ page }) => {
    const post = postsOf(language)[0]!;
    expect(post.date).toBe("2025-11-18");
    await gotoHydrated(page, `${language === "sv" ? "/sv" : ""}/blog/${post.urlTitle}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(date);
  });
}

const NOT_FOUND = { en: "Blog post not found.", sv: "Blogginlägget hittades inte." };

for (const language of ["en", "sv"] as const) {
  for (const path of ["/blog/nope", "/blog/%E0%A4%A"]) {
    test(`a direct load of ${path} answers 404 and says the post was not found (${language})`, async ({ page }) => {
      const address = language === "sv" ? `/sv${path}` : path;
      const response = await gotoHydrated(page, address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
      expect(new URL(page.url()).pathname).toBe(address);
    });
  }

  const base = language === "sv" ? "/sv" : "";

  test(`client navigation to an unknown post says it was not found (${language})`, async ({ page }) => {
    await gotoHydrated(page, `${base}/blog`);
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `${base}/blog/nope`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
    await page.getByRole("link", { name: language === "en" ? "See all posts" : "Se alla inlägg" }).click();
    await page.waitForURL(`${base}/blog/`);
    await expect(page.getByTestId("blog-card")).toHaveCount(firstPage.length);
  });

}
