import type { Page } from "@playwright/test";
import { BLOG_PAGE_LABELS, blogPageCount, HEADER_HEIGHT, listPageAddress, listPagesOf, postsOf, siteUrl } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { SITE_NAME } from "./support/identity";
import { at, sitePath } from "./support/base-path";

// The blog list in pages: /blog is page 1, /blog/page/2 … each a prerendered page of its own.
// The tests' build puts a few posts on a page (build:e2e), so the fixture's posts fill three.
// One tab walks the list's states in each language; the served HTML is read without a browser.

const LANGUAGES = ["en", "sv"] as const;
type Language = (typeof LANGUAGES)[number];
const TEXTS = BLOG_PAGE_LABELS;
const TITLES = { en: (n: number) => `Blog – page ${n}`, sv: (n: number) => `Blogg – sida ${n}` };
const NOT_FOUND = { en: "This page took a wrong turn", sv: "Sidan har gått vilse" };
const BACK = { en: "Back to the blog", sv: "Tillbaka till bloggen" };
const pageCount = blogPageCount();
/** A page with a page before and after it. */
const middle = 2;
const url = (path: string) => `${siteUrl}${path}/`;
const prefixOf = (language: Language) => (language === "sv" ? "/sv" : "");
const postLinks = (language: Language, n: number) =>
  listPagesOf(language)[n - 1]!.map((post) => `${prefixOf(language)}/blog/${post.urlTitle}/`);

/** The card links of the page shown, in order. */
const cardLinks = (page: Page) =>
  page
    .getByTestId("blog-card")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    .then((hrefs) => hrefs.map((href) => sitePath(href)));

const nav = (page: Page, language: Language) => page.getByRole("navigation", { name: TEXTS[language].nav });

/** The page links of a middle page: previous, next and every number seen, the current one marked. */
async function expectPageLinks(page: Page, language: Language) {
  const texts = TEXTS[language];
  await expectSeen(nav(page, language).getByRole("link", { name: texts.previous }), { scroll: true });
  await expectSeen(nav(page, language).getByRole("link", { name: texts.next }));
  for (let n = 1; n <= pageCount; n++) {
    await expectSeen(nav(page, language).getByRole("link", { name: `${texts.page} ${n}`, exact: true }));
  }
  await expect(nav(page, language).getByRole("link")).toHaveCount(pageCount + 2);
  const current = nav(page, language).getByRole("link", { name: `${texts.page} ${middle}`, exact: true });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(nav(page, language).locator("[aria-current]")).toHaveCount(1);
  // Nothing sticks out sideways, which would make the page scroll across.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** Page 2's head: its own title, description, canonical, hreflang twins and prev/next links. */
async function expectMiddleHead(page: Page, language: Language) {
  const address = listPageAddress(language, middle);
  await expect(page).toHaveTitle(`${TITLES[language](middle)} · ${SITE_NAME}`);
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^(Page|Sida) 2 (of|av) ${pageCount} — `));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url(address));
  await expect(head.locator('link[hreflang="en"]')).toHaveAttribute("href", url(listPageAddress("en", middle)));
  await expect(head.locator('link[hreflang="sv"]')).toHaveAttribute("href", url(listPageAddress("sv", middle)));
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute("href", url(listPageAddress("en", middle)));
  await expect(head.locator('link[rel="prev"]')).toHaveAttribute("href", url(listPageAddress(language, middle - 1)));
  await expect(head.locator('link[rel="next"]')).toHaveAttribute("href", url(listPageAddress(language, middle + 1)));
}

/** Opens a post from the middle page and goes back: the list is back on that page, scrolled by the header's height. */
async function postAndBack(page: Page, language: Language) {
  const post = listPagesOf(language)[middle - 1]![0]!;
  await page.getByRole("link", { name: post.title }).click();
  await page.waitForURL(at(`${prefixOf(language)}/blog/${post.urlTitle}/`));
  await page.getByRole("link", { name: BACK[language] }).click();
  await page.waitForURL(at(`${listPageAddress(language, middle)}/`));
  // The address changes before the list has rendered its cards.
  await expect.poll(() => cardLinks(page)).toContain(`${prefixOf(language)}/blog/${post.urlTitle}/`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(HEADER_HEIGHT);
}

/** A client-side move to a page past the last: the not-found page. */
async function pastTheLast(page: Page, language: Language) {
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, at(`${prefixOf(language)}/blog/page/999`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
}

test("the list pages in English, then in Swedish: page links, heads, keyboard, a post and back, the language switch", async ({ page }) => {
  const en = TEXTS.en;
  await test.step("/blog shows page 1's posts and links one feed; the next-page link opens page 2 at its top", async () => {
    // Short enough that the page-number nav lies below the first screen.
    await page.setViewportSize({ width: 1440, height: 500 });
    await gotoHydrated(page, "/blog");
    expect(await cardLinks(page)).toEqual(postLinks("en", 1));
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveCount(1);
    const next = nav(page, "en").getByRole("link", { name: en.next });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await next.click();
    await page.waitForURL(at("/blog/page/2/"));
    await expect(page).toHaveTitle(`Blog – page 2 · ${SITE_NAME}`);
    expect(await cardLinks(page)).toEqual(postLinks("en", 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
  await test.step("page 2 has its own title, canonical, hreflang twins and prev/next links (en)", () => expectMiddleHead(page, "en"));
  await test.step("previous, next and every page number are seen, inside the viewport (en)", () => expectPageLinks(page, "en"));
  await test.step("a post opened from page 2 goes back to page 2, scrolled by the header's height (en)", () => postAndBack(page, "en"));
  await test.step("the page links are reached with the keyboard in reading order, and Enter follows one", async () => {
    await page.getByTestId("blog-card").last().getByRole("link").focus();
    const names: string[] = [];
    for (let i = 0; i < pageCount + 2; i++) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      names.push((await focused.getAttribute("aria-label")) ?? (await focused.textContent()) ?? "");
    }
    const numbers = Array.from({ length: pageCount }, (_, i) => `${en.page} ${i + 1}`);
    expect(names).toEqual([en.previous, ...numbers, en.next]);
    await expect(page.locator(":focus")).toHaveAttribute("rel", "next");
    await page.keyboard.press("Enter");
    await page.waitForURL(at(`${listPageAddress("en", middle + 1)}/`));
    await expect(nav(page, "en").locator("[aria-current=page]")).toHaveAccessibleName(`${en.page} ${middle + 1}`);
    expect(await cardLinks(page)).toEqual(postLinks("en", middle + 1));
  });
  await test.step("choosing Svenska on page 2 goes to the Swedish page 2", async () => {
    await page.goBack();
    await page.waitForURL(at(`${listPageAddress("en", middle)}/`));
    await page.getByRole("button", { name: /choose language/i }).click();
    await page.getByRole("link", { name: "Svenska", exact: true }).click();
    await page.waitForURL((address) => sitePath(address).replace(/\/$/, "") === "/sv/blog/page/2");
    await expect(page).toHaveTitle(`Blogg – sida 2 · ${SITE_NAME}`);
    await expect(nav(page, "sv").locator("[aria-current=page]")).toHaveText("2");
    expect(await cardLinks(page)).toEqual(postLinks("sv", 2));
  });
  await test.step("page 2 has its own title, canonical, hreflang twins and prev/next links (sv)", () => expectMiddleHead(page, "sv"));
  await test.step("previous, next and every page number are seen, inside the viewport (sv)", () => expectPageLinks(page, "sv"));
  await test.step("a post opened from page 2 goes back to page 2, scrolled by the header's height (sv)", () => postAndBack(page, "sv"));
  await test.step("a client-side move to a page past the last is the not-found page (sv)", () => pastTheLast(page, "sv"));
  await test.step("a client-side move to a page past the last is the not-found page (en)", async () => {
    await gotoHydrated(page, listPageAddress("en", 1));
    await pastTheLast(page, "en");
  });
});

test("page numbers that are no page: the host answers 404 with the not-found page, which stays after hydration", async ({
  page,
  request,
}) => {
  expect(pageCount, "the tests' build has a first, a middle and a last list page").toBeGreaterThanOrEqual(3);
  // Every malformed page number is one rule (a unit test has them all); here the host's answer.
  const notPages = [
    ["en", "/blog/page/1"],
    ["en", `/blog/page/${pageCount + 1}`],
    ["en", "/blog/page/02"],
    ["sv", `/sv/blog/page/${pageCount + 1}`],
  ] as const;
  for (const [, path] of notPages) {
    const response = await request.get(at(path));
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(NOT_FOUND.en);
  }
  // In the browser, once per language: the shared 404.html turns Swedish at a Swedish address.
  for (const [language, path] of [notPages[0], notPages[3]]) {
    await test.step(`${path} is the not-found page after hydration`, async () => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
      expect(sitePath(page.url())).toBe(path);
    });
  }
});

test("the first page links only the next one, the last only the previous one", async ({ request }) => {
  for (const language of LANGUAGES) {
    const first = await (await request.get(at(listPageAddress(language, 1)))).text();
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain(`<link rel="next" href="${url(listPageAddress(language, 2))}"/>`);
    const last = await (await request.get(at(listPageAddress(language, pageCount)))).text();
    expect(last).toContain(`<link rel="prev" href="${url(listPageAddress(language, pageCount - 1))}"/>`);
    expect(last).not.toContain('rel="next"');
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every post is reached from /blog by following the next-page links, each page with its own posts", async ({ page }) => {
    for (const language of LANGUAGES) {
      await test.step(language, async () => {
        await page.goto(at(listPageAddress(language, 1)));
        const seen: string[] = [];
        for (let n = 1; ; n++) {
          expect(sitePath(page.url()).replace(/\/$/, "")).toBe(listPageAddress(language, n));
          // Each page shows its own posts, newest first.
          const links = await cardLinks(page);
          expect(links, `page ${n}`).toEqual(postLinks(language, n));
          seen.push(...links);
          const next = page.getByRole("link", { name: TEXTS[language].next });
          if ((await next.count()) === 0) break;
          await next.click();
        }
        expect(seen).toEqual(postsOf(language).map((post) => `${prefixOf(language)}/blog/${post.urlTitle}/`));
      });
    }
  });
});
