import type { Page } from "@playwright/test";
import { BLOG_PAGE_LABELS, blogPageCount, HEADER_HEIGHT, listPageAddress, listPagesOf, postsOf, siteUrl } from "./blog-content";
import { blogPagesChecks } from "./blog-pages-checks";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { SITE_NAME } from "./support/identity";
import { at, sitePath } from "./support/base-path";

// The blog list in pages: /blog is page 1, /blog/page/2 … each a prerendered page of its own.
// The tests' build puts a few posts on a page (build:e2e), so the fixture's posts fill three.

blogPagesChecks();

const LANGUAGES = ["en", "sv"] as const;
const TITLES = { en: (n: number) => `Blog – page ${n}`, sv: (n: number) => `Blogg – sida ${n}` };
const NOT_FOUND = { en: "This page took a wrong turn", sv: "Sidan har gått vilse" };
const pageCount = blogPageCount();
const url = (path: string) => `${siteUrl}${path}/`;

/** The card links of the page shown, in order. */
const cardLinks = (page: Page) =>
  page
    .getByTestId("blog-card")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    .then((hrefs) => hrefs.map((href) => sitePath(href)));

for (const language of LANGUAGES) {
  const prefix = language === "sv" ? "/sv" : "";

  test.describe(`without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test("every post is reached from /blog by following the next-page links", async ({ page }) => {
      await page.goto(at(listPageAddress(language, 1)));
      const seen: string[] = [];
      for (let n = 1; ; n++) {
        expect(sitePath(page.url()).replace(/\/$/, "")).toBe(listPageAddress(language, n));
        seen.push(...(await cardLinks(page)));
        const next = page.getByRole("link", { name: BLOG_PAGE_LABELS[language].next });
        if ((await next.count()) === 0) break;
        await next.click();
      }
      expect(seen).toEqual(postsOf(language).map((post) => `${prefix}/blog/${post.urlTitle}/`));
    });
  });

  test(`each list page shows its own posts, newest first, and counts them all (${language})`, async ({ page }) => {
    for (const [index, posts] of listPagesOf(language).entries()) {
      await gotoHydrated(page, listPageAddress(language, index + 1));
      expect(await cardLinks(page)).toEqual(posts.map((post) => `${prefix}/blog/${post.urlTitle}/`));
    }
  });

  test(`page 2 has its own title, canonical, hreflang twins and prev/next links (${language})`, async ({ page }) => {
    const address = listPageAddress(language, 2);
    await gotoHydrated(page, address);
    await expect(page).toHaveTitle(`${TITLES[language](2)} · ${SITE_NAME}`);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^(Page|Sida) 2 (of|av) ${pageCount} — `));
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url(address));
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute("href", url(listPageAddress("en", 2)));
    await expect(head.locator('link[hreflang="sv"]')).toHaveAttribute("href", url(listPageAddress("sv", 2)));
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute("href", url(listPageAddress("en", 2)));
    await expect(head.locator('link[rel="prev"]')).toHaveAttribute("href", url(listPageAddress(language, 1)));
    await expect(head.locator('link[rel="next"]')).toHaveAttribute("href", url(listPageAddress(language, 3)));
  });

  test(`the first page links only the next one, the last only the previous one (${language})`, async ({ request }) => {
    const first = await (await request.get(at(listPageAddress(language, 1)))).text();
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain(`<link rel="next" href="${url(listPageAddress(language, 2))}"/>`);
    const last = await (await request.get(at(listPageAddress(language, pageCount)))).text();
    expect(last).toContain(`<link rel="prev" href="${url(listPageAddress(language, pageCount - 1))}"/>`);
    expect(last).not.toContain('rel="next"');
  });

  // Every malformed page number is one rule (a unit test has them all); here the host's answer.
  const notPages = language === "en" ? ["/blog/page/1", `/blog/page/${pageCount + 1}`, "/blog/page/02"] : [`/blog/page/${pageCount + 1}`];
  for (const path of notPages) {
    test(`${prefix}${path} is the not-found page with status 404`, async ({ page }) => {
      const response = await gotoHydrated(page, `${prefix}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
      expect(sitePath(page.url())).toBe(`${prefix}${path}`);
    });
  }

  test(`a client-side move to a page past the last is the not-found page (${language})`, async ({ page }) => {
    await gotoHydrated(page, listPageAddress(language, 1));
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, at(`${prefix}/blog/page/999`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[language]);
  });

  test(`a post opened from page 2 goes back to page 2, scrolled by the header's height (${language})`, async ({ page }) => {
    const post = listPagesOf(language)[1]![0]!;
    await gotoHydrated(page, listPageAddress(language, 2));
    await page.getByRole("link", { name: post.title }).click();
    await page.waitForURL(at(`${prefix}/blog/${post.urlTitle}/`));
    await page.getByRole("link", { name: language === "en" ? "Back to the blog" : "Tillbaka till bloggen" }).click();
    await page.waitForURL(at(`${listPageAddress(language, 2)}/`));
    // The address changes before the list has rendered its cards.
    await expect.poll(() => cardLinks(page)).toContain(`${prefix}/blog/${post.urlTitle}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(HEADER_HEIGHT);
  });
}

test("the next-page link opens page 2 at its top, with its title", async ({ page }) => {
  // Short enough that the page-number nav lies below the first screen.
  await page.setViewportSize({ width: 1440, height: 500 });
  await gotoHydrated(page, "/blog");
  const next = page.getByRole("navigation", { name: BLOG_PAGE_LABELS.en.nav }).getByRole("link", { name: BLOG_PAGE_LABELS.en.next });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await next.click();
  await page.waitForURL(at("/blog/page/2/"));
  await expect(page).toHaveTitle(`Blog – page 2 · ${SITE_NAME}`);
  expect(await cardLinks(page)).toEqual(listPagesOf("en")[1]!.map((post) => `/blog/${post.urlTitle}/`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("choosing Svenska on page 2 goes to the Swedish page 2", async ({ page }) => {
  await gotoHydrated(page, "/blog/page/2");
  await page.getByRole("button", { name: /choose language/i }).click();
  await page.getByRole("link", { name: "Svenska", exact: true }).click();
  await page.waitForURL(at("/sv/blog/page/2"));
  await expect(page).toHaveTitle(`Blogg – sida 2 · ${SITE_NAME}`);
  await expect(page.getByRole("navigation", { name: BLOG_PAGE_LABELS.sv.nav }).locator("[aria-current=page]")).toHaveText("2");
  expect(await cardLinks(page)).toEqual(listPagesOf("sv")[1]!.map((post) => `/sv/blog/${post.urlTitle}/`));
});
