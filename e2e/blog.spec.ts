import type { Page } from "@playwright/test";
import { HEADER_HEIGHT, listPageAddress, listPagesOf, postsOf, type PostSource } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// The blog's list and post pages, one journey per language: each page is loaded once and its
// states are walked through by following the site's own links.

type Language = "en" | "sv";
const WORDS = {
  en: {
    blog: "Blog",
    date: "November 18, 2025",
    notFound: "Blog post not found.",
    allPosts: "See all posts",
    inShort: "In short",
    tools: "Tools",
    lessons: "Lessons",
    code: "About the code",
    links: "Links",
    homepage: "Further reading",
    pager: { nav: "More posts", previous: "Previous post", next: "Next post", all: "The blog All posts" },
  },
  sv: {
    blog: "Blogg",
    date: "18 november 2025",
    notFound: "Blogginlägget hittades inte.",
    allPosts: "Se alla inlägg",
    inShort: "Kort sagt",
    tools: "Verktyg",
    lessons: "Lärdomar",
    code: "Om koden",
    links: "Länkar",
    homepage: "Vidare läsning",
    pager: { nav: "Fler inlägg", previous: "Föregående inlägg", next: "Nästa inlägg", all: "Bloggen Alla inlägg" },
  },
} as const;

const prefixOf = (language: Language) => (language === "sv" ? "/sv" : "");
const postPath = (language: Language, post: PostSource) => `${prefixOf(language)}/blog/${post.urlTitle}/`;

const look = (el: Element) => {
  const style = getComputedStyle(el);
  return [style.fontSize, style.fontWeight, style.textTransform, style.letterSpacing].join(" ");
};

/** Makes sure the tab shows `post`: loaded at its address unless it is already there. */
async function onPost(page: Page, language: Language, post: PostSource) {
  if (sitePath(page.url()).replace(/\/$/, "") === postPath(language, post).replace(/\/$/, "")) return;
  const response = await gotoHydrated(page, `${prefixOf(language)}/blog/${post.urlTitle}`);
  expect(response?.status()).toBe(200);
}

const pagerOf = (page: Page, language: Language) => page.getByRole("navigation", { name: WORDS[language].pager.nav });

/** Every list page's title, year headings and cards; page 1's cards behave as one link each, their text cut at a word. */
async function expectListPages(page: Page) {
  const posts = postsOf("en");
  const pages = listPagesOf("en");
  const years = new Set<string>();
  for (const [index, onPage] of pages.entries()) {
    if (index > 0) {
      // Page by page, as a reader goes: the next-page link.
      await page.getByRole("link", { name: "Next page" }).click();
      await page.waitForURL(at(`${listPageAddress("en", index + 1)}/`));
    }
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
    if (index === 0) await expectFirstListPage(page, onPage);
  }
  // The tests' posts are from more than one year, and some year runs over two pages; the page
  // where the oldest year starts shows its heading.
  expect(years.size).toBeGreaterThan(1);
  const oldest = pages.at(-1)!.at(-1)!.date.slice(0, 4);
  expect(oldest).not.toBe(posts[0]!.date.slice(0, 4));
  await expectSeen(page.getByRole("heading", { level: 2, name: oldest }), { scroll: true });
}

/** What /blog shows on arrival, and how its cards behave. */
async function expectFirstListPage(page: Page, firstPage: PostSource[]) {
  await expectSeen(page.getByRole("heading", { level: 1, name: "Blog" }));
  await expectSeen(page.getByRole("heading", { level: 2, name: firstPage[0]!.date.slice(0, 4) }));
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

async function expectCards(page: Page, onPage: PostSource[]) {
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

/** A post without a homepage ends with its text and the pager: no links box, no code note. */
async function expectEssay(page: Page, language: Language) {
  const words = WORDS[language];
  const essay = postsOf(language).find((post) => !post.homepage && !post.repository)!;
  await onPost(page, language, essay);
  await expectSeen(pagerOf(page, language).getByRole("link").first(), { scroll: true });
  await expect(page.locator("section[aria-labelledby='post-links-title']")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: words.links, exact: true })).toHaveCount(0);
  await expect(page.getByText(words.homepage, { exact: true })).toHaveCount(0);
  await expect(page.getByText(words.code, { exact: true })).toHaveCount(0);
}

/** "About the code" links to the post's repository with its host's logo. */
async function expectCodeLink(page: Page, language: Language) {
  const code = WORDS[language].code;
  const withCode = postsOf(language).find((post) => post.repository)!;
  await onPost(page, language, withCode);
  const link = page.getByRole("link", { name: new RegExp(`^${code}`) });
  await expectSeen(link, { scroll: true });
  await expect(link).toHaveAttribute("href", withCode.repository!);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link.locator("svg use").first()).toHaveAttribute("href", "#tech-github");
  await expect(page.locator("symbol#tech-github path")).toHaveAttribute("d", /\S/);
}

/** Without a repository, "About the code" is a note, not a link. */
async function expectCodeNote(page: Page, language: Language) {
  const without = postsOf(language).find((post) => !post.repository && post.homepageNote)!;
  await onPost(page, language, without);
  await expectSeen(page.getByText(without.homepageNote!), { scroll: true });
  await expect(page.getByRole("link", { name: new RegExp(`^${WORDS[language].code}`) })).toHaveCount(0);
}

/** At the newest post the pager holds the previous post, then the way to all posts. */
async function expectNewestPager(page: Page, language: Language) {
  const [newest, older] = postsOf(language);
  await onPost(page, language, newest!);
  const { pager } = WORDS[language];
  const links = pagerOf(page, language).getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAccessibleName(`${pager.previous} ${older!.title}`);
  await expect(links.nth(1)).toHaveAccessibleName(pager.all);
  await expectSeen(links.nth(0), { scroll: true });
  await expectSeen(links.nth(1), { scroll: true });
}

/** From the newest post to the one before and back by the pager, each link seen and followed. */
async function walkPager(page: Page, language: Language) {
  const [newest, post, older] = postsOf(language);
  const { pager } = WORDS[language];
  await onPost(page, language, newest!);
  await pagerOf(page, language).getByRole("link", { name: `${pager.previous} ${post!.title}` }).click();
  await page.waitForURL(at(postPath(language, post!)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post!.title);
  // A post in the middle ends with the previous and the next post.
  const previous = pagerOf(page, language).getByRole("link", { name: `${pager.previous} ${older!.title}` });
  const next = pagerOf(page, language).getByRole("link", { name: `${pager.next} ${newest!.title}` });
  await expectSeen(previous, { scroll: true });
  await expectSeen(next, { scroll: true });
  await expectCodeNote(page, language);
  // A post that names its own panel heading shows it instead of the interface's word.
  const own = postsOf("en").find((one) => one.techTitle)!;
  if (language === "en") await expectOwnPanelHeading(page, own, own.techTitle!);
  await next.click();
  await page.waitForURL(at(postPath(language, newest!)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
}

async function expectOwnPanelHeading(page: Page, post: PostSource, heading: string) {
  await onPost(page, "en", post);
  await expectSeen(page.getByRole("complementary", { name: "In short" }).getByRole("heading", { name: heading, exact: true }), {
    scroll: true,
  });
}

/** A post address that is no post: 404 from the host, and "not found" loaded or navigated to; its link goes to all posts. */
async function expectPostNotFound(page: Page, language: Language) {
  const base = prefixOf(language);
  const words = WORDS[language];
  const missing = await page.request.get(at(`${base}/blog/nope`));
  expect(missing.status()).toBe(404);
  const address = `${base}/blog/%E0%A4%A`;
  const response = await gotoHydrated(page, address);
  expect(response?.status(), address).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound);
  expect(sitePath(page.url())).toBe(address);
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, at(`${base}/blog/nope`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound);
  await page.getByRole("link", { name: words.allPosts }).click();
  await page.waitForURL(at(`${base}/blog/`));
  await expect(page.getByTestId("blog-card")).toHaveCount(listPagesOf(language)[0]!.length);
}

test("the blog in English: list pages, a card's click, every part of a post, the pager, not-found", async ({ page }) => {
  const posts = postsOf("en");
  const firstPage = listPagesOf("en")[0]!;
  let cardTopic = "";
  let cardDate = "";

  await test.step("list pages: title, a heading seen per year, every post's card; a card is one link, its text cut at a word", async () => {
    await gotoHydrated(page, "/blog");
    // The type, not the colour: on the post's tinted head band the topic takes the accent's darker
    // step, which keeps it 4.5:1 there (blog-dark.spec.ts checks that contrast).
    const first = page.getByTestId("blog-card").first();
    cardTopic = await first.getByText(firstPage[0]!.suffix, { exact: true }).evaluate(look);
    cardDate = await first.locator("time").evaluate(look);
    await expectListPages(page);
  });

  await test.step("a click anywhere on a card opens its post at the top", async () => {
    const last = listPagesOf("en").at(-1)!.at(-1)!;
    const card = page.getByTestId("blog-card").last();
    // Scrolled down as far as the page goes, however few posts there are.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The whole card is the title's link (stretched over it): a click on its picture, far from the
    // title, lands on that link, as a visitor's would.
    // The card's top-left corner is its picture's; the click waits for the card to be still.
    await card.click({ position: { x: 24, y: 24 } });
    await page.waitForURL(at(`/blog/${last.urlTitle}/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step("a post without a homepage ends with its text and the pager, no links box or code note (en)", () =>
    expectEssay(page, "en"));

  await test.step("a post opened at its address writes topic and date as its card, the date in English", async () => {
    const post = posts[0]!;
    expect(post.date).toBe("2025-11-18");
    await onPost(page, "en", post);
    const header = page.locator("article header");
    await expectSeen(header.locator(`time[datetime="${post.date}"]`));
    await expect(header.locator(`time[datetime="${post.date}"]`)).toHaveText(WORDS.en.date);
    expect(await header.locator("span", { hasText: post.suffix }).evaluate(look)).toBe(cardTopic);
    expect(await header.locator("time").evaluate(look)).toBe(cardDate);
  });

  await test.step("a post shows every part; its panel headings are the interface's words unless the post names its own", async () => {
    const post = posts.find((one) => one.homepage)!;
    await onPost(page, "en", post);
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
    const panel = page.getByRole("complementary", { name: WORDS.en.inShort });
    await expect(panel.getByRole("heading", { name: post.techTitle ?? WORDS.en.tools })).toBeVisible();
    await expect(panel.getByRole("heading", { name: post.keyFeaturesTitle ?? WORDS.en.lessons })).toBeVisible();
    for (const item of [...post.technologies, ...post.keyFeatures]) await expect(panel).toContainText(item);
    await expectOwnPanelHeading(page, posts.find((one) => !one.techTitle)!, WORDS.en.tools);
  });

  await test.step(`"About the code" links to the post's repository with its host's logo (en)`, () => expectCodeLink(page, "en"));

  await test.step("a post's tools show their logo when they have one, and a neutral mark otherwise", async () => {
    const post = posts.find((one) => one.technologies.includes("Vitest") && one.technologies.includes("Playwright"))!;
    await onPost(page, "en", post);
    const panel = page.getByRole("complementary", { name: WORDS.en.inShort });
    const vitest = panel.locator("[data-chip]").filter({ hasText: "Vitest" });
    const playwright = panel.locator("[data-chip]").filter({ hasText: "Playwright" });
    await expectSeen(vitest, { scroll: true });
    await expectSeen(playwright);
    await expect(vitest.locator("svg use")).toHaveAttribute("href", "#tech-vitest");
    await expect(page.locator("symbol#tech-vitest path")).toHaveAttribute("d", /\S/);
    await expect(playwright.locator("svg[data-neutral]")).toHaveCount(1);
    await expect(playwright.locator("svg use")).toHaveCount(0);
  });

  await test.step("at the newest post the pager holds the previous post, then all posts (en)", () => expectNewestPager(page, "en"));

  await test.step("a post ends with the previous and the next post, and each link opens it; without code, a note (en)", () =>
    walkPager(page, "en"));

  await test.step("the post's go-back link goes to /blog scrolled by the header's height", async () => {
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await page.waitForURL(at("/blog/"));
    await expect(page.getByTestId("blog-card")).toHaveCount(firstPage.length);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(HEADER_HEIGHT);
  });

  await test.step("the pager's way to all posts goes to the blog (en)", async () => {
    await page.goBack();
    await page.waitForURL(at(postPath("en", posts[0]!)));
    await pagerOf(page, "en").getByRole("link", { name: WORDS.en.pager.all }).click();
    await page.waitForURL((url) => sitePath(url).replace(/\/$/, "") === "/blog");
  });

  await test.step("an unknown post, loaded or navigated to, says it was not found (en)", () => expectPostNotFound(page, "en"));
});

test("the blog in Swedish: the list's top, the date, the pager, the code note, an essay, not-found", async ({ page }) => {
  const posts = postsOf("sv");
  await test.step("the year headings are seen at the top of the Swedish list", async () => {
    await gotoHydrated(page, listPageAddress("sv", 1));
    await expectSeen(page.getByRole("heading", { level: 1, name: WORDS.sv.blog }));
    await expectSeen(page.getByRole("heading", { level: 2, name: posts[0]!.date.slice(0, 4) }));
  });

  await test.step("the date is written for the language", async () => {
    const post = posts[0]!;
    expect(post.date).toBe("2025-11-18");
    await page.getByRole("link", { name: post.title }).click();
    await page.waitForURL(at(postPath("sv", post)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(WORDS.sv.date);
  });

  await test.step(`"Om koden" links to the post's repository with its host's logo (sv)`, () => expectCodeLink(page, "sv"));
  await test.step("at the newest post the pager holds the previous post, then all posts (sv)", () => expectNewestPager(page, "sv"));
  await test.step("a post ends with the previous and the next post, and each link opens it; without code, a note (sv)", () =>
    walkPager(page, "sv"));

  await test.step("the pager's way to all posts goes to the blog (sv)", async () => {
    await pagerOf(page, "sv").getByRole("link", { name: WORDS.sv.pager.all }).click();
    await page.waitForURL((url) => sitePath(url).replace(/\/$/, "") === "/sv/blog");
  });

  await test.step("a post without a homepage ends with its text and the pager, no links box or code note (sv)", () =>
    expectEssay(page, "sv"));

  await test.step("an unknown post, loaded or navigated to, says it was not found (sv)", () => expectPostNotFound(page, "sv"));
});
