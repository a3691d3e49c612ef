import type { Page } from "@playwright/test";
import { BLOG_PAGE_LABELS, blogPageCount, listPageAddress } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at } from "./support/base-path";

// The list's page links, the same at every width: blog-pages.spec.ts runs them at 1440 px,
// blog-pages.mobile.spec.ts at 390 px.

const TEXTS = BLOG_PAGE_LABELS;
const pageCount = blogPageCount();
/** A page with a page before and after it. */
const middle = 2;

const nav = (page: Page, language: "en" | "sv") => page.getByRole("navigation", { name: TEXTS[language].nav });

export function blogPagesChecks() {
  test("the tests' build has a first, a middle and a last list page", () => {
    expect(pageCount).toBeGreaterThanOrEqual(3);
  });

  for (const language of ["en", "sv"] as const) {
    const texts = TEXTS[language];

    test(`previous, next and every page number are seen, inside the viewport (${language})`, async ({ page }) => {
      await gotoHydrated(page, listPageAddress(language, middle));
      const links = nav(page, language).getByRole("link");
      await expectSeen(nav(page, language).getByRole("link", { name: texts.previous }), { scroll: true });
      await expectSeen(nav(page, language).getByRole("link", { name: texts.next }));
      for (let n = 1; n <= pageCount; n++) {
        await expectSeen(nav(page, language).getByRole("link", { name: `${texts.page} ${n}`, exact: true }));
      }
      await expect(links).toHaveCount(pageCount + 2);
      const current = nav(page, language).getByRole("link", { name: `${texts.page} ${middle}`, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(nav(page, language).locator("[aria-current]")).toHaveCount(1);
      // Nothing sticks out sideways, which would make the page scroll across.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });

    // The keyboard order is the markup's, the same in both languages: one run proves it.
    if (language !== "en") continue;
    test(`the page links are reached with the keyboard in reading order, and Enter follows one (${language})`, async ({ page }) => {
      await gotoHydrated(page, listPageAddress(language, middle));
      await page.getByTestId("blog-card").last().getByRole("link").focus();
      const names: string[] = [];
      for (let i = 0; i < pageCount + 2; i++) {
        await page.keyboard.press("Tab");
        const focused = page.locator(":focus");
        names.push((await focused.getAttribute("aria-label")) ?? (await focused.textContent()) ?? "");
      }
      const numbers = Array.from({ length: pageCount }, (_, i) => `${texts.page} ${i + 1}`);
      expect(names).toEqual([texts.previous, ...numbers, texts.next]);
      await expect(page.locator(":focus")).toHaveAttribute("rel", "next");
      await page.keyboard.press("Enter");
      await page.waitForURL(at(`${listPageAddress(language, middle + 1)}/`));
      await expect(nav(page, language).locator("[aria-current=page]")).toHaveAccessibleName(`${texts.page} ${middle + 1}`);
    });
  }
}
