import type { Page } from "@playwright/test";
import { HEADER_HEIGHT, listPageAddress, listPagesOf, postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

const posts = postsOf("en");
/** The posts of /blog, the list's first page. */
const firstPage = listPagesOf("en")[0]!;

const look = (el: Element) => {
  const style = getComputedStyle(el);
  return [style.fontSize, style.fontWeight, style.textTransform, style.letterSpacing].join(" ");
};

test("the list pages: title, a heading seen for each year, every post's card; a card is one link, its text cut at a word", async ({
  page,
}) => {
  const years = new Set<string>();
  const pages = listPagesOf("en");
  for (const [index, onPage] of pages.entries()) {
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
    if (index === 0) await expectFirstListPage(page);
  }
  // The tests' posts are from more than one year, and some year runs over two pages; the page
  // where the oldest year starts shows its heading.
  expect(years.size).toBeGreaterThan(1);
  const oldest = pages.at(-1)!.at(-1)!.date.slice(0, 4);
  expect(oldest).not.toBe(posts[0]!.date.slice(0, 4));
  await expectSeen(page.getByRole("heading", { level: 2, name: oldest }), { scroll: true });
});

/** What /blog shows on arrival, and how its cards behave. */
async function expectFirstListPage(page: Page) {
  await expectSeen(page.getByRole("heading", { level: 1, name: "Blog" }));
  await expectSeen(page.getByRole("heading", { level: 2, name: posts[0]!.date.slice(0, 4) }));
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
  // Card content is cut to 160 characters plus an ellipsis, at the end of a word.
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
}

async function expectCards(page: Page, onPage: typeof posts) {
  const cards = page.getByTestId("blog-card");
  await expect(cards).toHaveCount(onPage.length);
  for (const [index, post] of onPage.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", at(`/blog/${encodeURIComponent(post.urlTitle)}/`));
    await expect(card).toContainText(post.titleDescription);
    await expect(card).toContainText(post.suffix);
    await expect(card).toContainText("Read more");
    const date = new Date(`${post.date}T00:00:00Z`).toLocaleDateString("en", { dateStyle: "long", timeZone: "UTC" });
    await expect(card.locator(`time[datetime="${post.date}"]`)).toHaveText(date);
    await expect(card.locator("img")).toHaveAttribute("alt", /\w/);
  }
}

test("a click anywhere on a card opens its post at the top; a post writes topic and date as its card; Back to the blog", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  // The type, not the colour: on the post's tinted head band the topic takes the accent's darker
  // step, which keeps it 4.5:1 there (blog-dark.spec.ts checks that contrast).
  const post = firstPage[0]!;
  const first = page.getByTestId("blog-card").first();
  const cardTopic = await first.getByText(post.suffix, { exact: true }).evaluate(look);
  const cardDate = await first.locator("time").evaluate(look);

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
  await page.waitForURL(at(`/blog/${last.urlTitle}/`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Opened at its address, the post's go-back button goes to /blog scrolled by the header's height.
  await gotoHydrated(page, `/blog/${encodeURIComponent(post.urlTitle)}/`);
  const header = page.locator("article header");
  await expectSeen(header.locator(`time[datetime="${post.date}"]`));
  expect(await header.locator("span", { hasText: post.suffix }).evaluate(look)).toBe(cardTopic);
  expect(await header.locator("time").evaluate(look)).toBe(cardDate);
  await page.getByRole("link", { name: "Back to the blog" }).click();
  await page.waitForURL(at("/blog/"));
  await expect(page.getByTestId("blog-card")).toHaveCount(firstPage.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(HEADER_HEIGHT);
});

test("the post page shows every part of the post; its panel headings are the interface's words unless the post names its own", async ({
  page,
}) => {
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

  const own = posts.find((one) => one.techTitle)!;
  const plain = posts.find((one) => !one.techTitle)!;
  for (const [shown, heading] of [[own, own.techTitle!], [plain, "Tools"]] as const) {
    await gotoHydrated(page, `/blog/${shown.urlTitle}`);
    await expectSeen(page.getByRole("complementary", { name: "In short" }).getByRole("heading", { name: heading, exact: true }), {
      scroll: true,
    });
  }
});

const NOT_FOUND = { en: "Blog post not found.", sv: "Blogginlägget hittades inte." };

for (const [language, title, date] of [
  ["en", "Blog", "November 18, 2025"],
  ["sv", "Blogg", "18 november 2025"],
] as const) {
  const base = language === "sv" ? "/sv" : "";

  test(`the date is written for the language; an unknown post, loaded or navigated to, says it was not found (${language})`, async ({
    page,
  }) => {
    if (language === "sv") {
      // The year headings are seen at the top of the Swedish list too.
      await gotoHydrated(page, listPageAddress(language, 1));
      await expectSeen(page.getByRole("heading", { level: 1, name: title }));
      await expectSeen(page.getByRole("heading", { level: 2, name: postsOf(language)[0]!.date.slice(0, 4) }));
    }
    const post = postsOf(language)[0]!;
    expect(post.date).toBe("2025-11-18");
    await gotoHydrated(page, `${base}/blog/${post.urlTitle}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(date);

    for (const path of ["/blog/nope", "/blog/%E0%A4%A"]) {
      const address = `${base}${path}`;
      const response = await gotoHydrated(page, address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
      expect(sitePath(page.url())).toBe(address);
    }

    await gotoHydrated(page, `${base}/blog`);
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, at(`${base}/blog/nope`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
    await page.getByRole("link", { name: language === "en" ? "See all posts" : "Se alla inlägg" }).click();
    await page.waitForURL(at(`${base}/blog/`));
    await expect(page.getByTestId("blog-card")).toHaveCount(firstPage.length);
  });
}
