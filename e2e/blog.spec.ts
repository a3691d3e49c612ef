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

test("the title is the largest heading, the year outweighs the count, a card's title its largest text", async ({ page }) => {
  await gotoHydrated(page, listPageAddress("en", 1));
  const size = (selector: ReturnType<Page["locator"]>) => selector.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const title = await size(page.getByRole("heading", { level: 1 }));
  const yearHeading = page.getByRole("heading", { level: 2 }).first();
  const year = await size(yearHeading);
  expect(title).toBeGreaterThan(year * 2);
  // The year outweighs the post count beside it: as large or larger, as bold, in the text's own
  // colour (a small grey spaced-out year read weaker than "5 posts").
  const count = page.getByText(`${posts.length} posts`);
  expect(year).toBeGreaterThanOrEqual((await size(count)) * 1.5);
  const look = (el: Element) => [getComputedStyle(el).fontWeight, getComputedStyle(el).color];
  const [yearWeight, yearColour] = await yearHeading.evaluate(look);
  const [countWeight] = await count.evaluate(look);
  expect(Number(yearWeight)).toBeGreaterThanOrEqual(Number(countWeight));
  expect(yearColour).toBe(await page.locator("body").evaluate((el) => getComputedStyle(el).color));
  const card = page.getByTestId("blog-card").first();
  const cardTitle = await size(card.getByRole("heading"));
  for (const text of await card.locator("p, span, time").all()) expect(await size(text)).toBeLessThan(cardTitle);
});

test("the post count beside the year is plain muted text, not drawn like a card's topic tag", async ({ page }) => {
  await gotoHydrated(page, listPageAddress("en", 1));
  const count = page.getByText(`${posts.length} posts`);
  await expectSeen(count);
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    return [style.fontSize, style.fontWeight, style.textTransform, style.letterSpacing, style.color];
  };
  const [size, weight, transform, spacing, colour] = await count.evaluate(look);
  expect([size, weight, transform, spacing]).toEqual(["14px", "400", "none", "normal"]);
  const muted = await page.locator("main").evaluate((main) => {
    const probe = main.appendChild(document.createElement("span"));
    probe.className = "text-muted";
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  });
  expect(colour).toBe(muted);
  // The topic tag on the cards keeps its own look: small spaced-out capitals.
  const tag = page.getByTestId("blog-card").first().locator("p > span").first();
  expect((await tag.evaluate(look))[2]).toBe("uppercase");
});

for (const width of [390, 1440]) {
  test(`at ${width} px the page opens on its head: eyebrow, title, intro and feed at the top left, then the first year`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, listPageAddress("en", 1));
    const head = page.getByTestId("blog-head");
    const title = head.getByRole("heading", { level: 1, name: "Blog" });
    await expectSeen(title);
    // The head is the first block of the page's column, above the first year's heading (a year
    // rule over a tile that held the title made "2025" the page's first words).
    const first = await page.locator("main").evaluate((main) => {
      const blocks = [...main.querySelectorAll("h1, h2, [data-testid=blog-head]")];
      return blocks[0]?.getAttribute("data-testid") ?? blocks[0]?.tagName;
    });
    expect(first).toBe("blog-head");
    const headBox = (await head.boundingBox())!;
    const yearBox = (await page.getByRole("heading", { level: 2 }).first().boundingBox())!;
    expect(headBox.y + headBox.height).toBeLessThan(yearBox.y);
    // At the column's left, level with the year rule and the cards.
    expect(Math.abs(headBox.x - yearBox.x)).toBeLessThanOrEqual(1);
    // Sized to its words: the feed link is its last line, right under the intro.
    const intro = (await head.locator("p").last().boundingBox())!;
    const feed = head.getByRole("link", { name: "RSS feed" });
    await expectSeen(feed);
    const link = (await feed.boundingBox())!;
    expect(link.y - (intro.y + intro.height)).toBeLessThanOrEqual(24);
    expect(headBox.y + headBox.height - (link.y + link.height)).toBeLessThanOrEqual(1);
  });
}

test("at 1440 px the newest post is a featured card across the first row, on the first screen, picture left and words right", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, listPageAddress("en", 1));
  const featured = page.getByTestId("blog-card").first();
  await expect(featured.getByRole("heading")).toHaveText(firstPage[0]!.title);
  // The title link is stretched over the card: its heading is what a person sees on top.
  await expectSeen(featured.getByRole("heading"));
  const grid = (await page.locator("section[aria-labelledby^=year-] > ul").first().boundingBox())!;
  const box = (await featured.boundingBox())!;
  expect(Math.abs(box.width - grid.width)).toBeLessThanOrEqual(1);
  const picture = (await featured.getByRole("img").boundingBox())!;
  const heading = (await featured.getByRole("heading").boundingBox())!;
  expect(picture.x + picture.width).toBeLessThanOrEqual(heading.x);
  expect(picture.width).toBeGreaterThan(box.width / 2);
  // Most of its picture is on the first screen.
  expect(picture.y + picture.height / 2).toBeLessThan(900);
  // The cards after it (one column each, or widened to close a row) are none taller than 460 px.
  const cards = page.getByTestId("blog-card");
  expect(await cards.count()).toBeGreaterThan(1);
  for (let index = 1; index < (await cards.count()); index++) {
    expect((await cards.nth(index).boundingBox())!.height).toBeLessThanOrEqual(460);
  }
});

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

test("a card's description is regular body text under the bold title, its excerpt smaller and muted", async ({ page }) => {
  const post = firstPage[0]!;
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    return { weight: Number(style.fontWeight), size: Number.parseFloat(style.fontSize), color: style.color };
  };
  await gotoHydrated(page, "/blog");
  const card = page.getByTestId("blog-card").first();
  const title = await card.getByRole("heading").evaluate(look);
  const description = card.getByText(post.titleDescription, { exact: true });
  // The title's link is stretched over the card, so the description lies under it by design.
  await expect(description).toBeVisible();
  const words = await description.evaluate(look);
  const excerpt = await card.getByTestId("blog-card-content").evaluate(look);
  const body = await page.locator("html").evaluate(look);
  expect(words.weight).toBe(400);
  expect(title.weight).toBeGreaterThan(words.weight);
  expect(words.color).toBe(body.color);
  expect(excerpt.size).toBeLessThan(words.size);
  expect(excerpt.color).not.toBe(words.color);
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

test("each card's overlay colour is the same in the prerendered HTML and after hydration", async ({ page, request }) => {
  const html = await (await request.get("/blog")).text();
  const prerendered = [...html.matchAll(/data-colour="([^"]+)"/g)].map((match) => match[1]);
  expect(prerendered).toHaveLength(firstPage.length);
  await gotoHydrated(page, "/blog");
  const hydrated = await page
    .getByTestId("blog-card-overlay")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-colour")));
  expect(hydrated).toEqual(prerendered);
  expect(new Set(hydrated).size).toBeGreaterThan(1);
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
const EMPTY = { en: "No blog posts available.", sv: "Det finns inga blogginlägg." };

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

  test(`an empty list says there are no posts (${language})`, async ({ page }) => {
    await serveEmptyList(page);
    await gotoHydrated(page, `${base}/contact`);
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `${base}/blog`);
    await expect(page.getByRole("status")).toHaveText(EMPTY[language]);
    await expect(page.getByTestId("blog-card")).toHaveCount(0);
  });
}

/**
 * The build always has posts, so the list's data file (/blog.data or /sv/blog.data, each in its
 * own language) is rewritten in flight: its turbo-stream payload is a flat JSON array, and the
 * value of the loader's `posts` key becomes an empty array.
 */
async function serveEmptyList(page: Page) {
  await page.route(/\/blog\.data(\?|$)/, async (route) => {
    const response = await route.fetch();
    const [first, ...rest] = (await response.text()).split("\n");
    const flat = JSON.parse(first!) as unknown[];
    const key = `_${flat.indexOf("posts")}`;
    const loaderData = flat.find(
      (entry): entry is Record<string, number> => typeof entry === "object" && entry !== null && key in entry,
    );
    if (!loaderData) throw new Error("no posts in the blog's data file");
    flat[loaderData[key]!] = [];
    await route.fulfill({ response, body: [JSON.stringify(flat), ...rest].join("\n") });
  });
}
