import type { Page } from "@playwright/test";
import { HASH_SCROLL_LOCK_MS, SECTION_SCROLL_DELAY_MS } from "../app/lib/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { sitePath } from "./support/base-path";

// Section tracking: the address follows the most visible section; a hash, a section
// path or the stored section scrolls there on load.

/** A visitor's own scroll (not the app's scrollToSection, which pauses tracking). */
async function scrollTo(page: Page, id: string) {
  await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ block: "start" }), id);
}

const pathname = (page: Page) => sitePath(page.url());

/**
 * Runs the page's clock past the load scroll and the pause after it, firing their timers and the
 * frames that follow: whatever tracking would do on load has been done when this returns.
 */
async function pastLoadScroll(page: Page) {
  await page.clock.runFor(SECTION_SCROLL_DELAY_MS + HASH_SCROLL_LOCK_MS + 100);
}

// The page's clock is the test's to run: the load scroll's timers fire when the test says.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function expectHeadingClearOfHeader(page: Page, id: string) {
  const heading = page.locator(`#${id}-title`);
  await expect(heading).toBeInViewport();
  await expect
    .poll(() =>
      heading.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return box.top >= 79 && !!hit && el.contains(hit);
      }),
    )
    .toBe(true);
}

test.describe("profile section tracking", () => {
  test("an unknown hash is ignored with a warning; scrolling then rewrites the address to the most visible section", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await gotoHydrated(page, "/#nowhere");

    await test.step("an unknown hash is ignored with a console warning", async () => {
      await expect.poll(() => warnings.some((w) => w.includes('Unknown section "#nowhere"'))).toBe(true);
      await pastLoadScroll(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(warnings.filter((w) => w.includes("Section with ID"))).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });

    await test.step("scrolling rewrites the address to the most visible section without navigating", async () => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const historyLength = await page.evaluate(() => history.length);

      await scrollTo(page, "education");
      await expect.poll(() => pathname(page)).toBe("/profile/education/");
      expect(await page.evaluate(() => sessionStorage.getItem("activeSection"))).toBe("education");

      // Back up the page to a section that fills the screen (the skills share one band, side by side).
      await scrollTo(page, "experience");
      await expect.poll(() => pathname(page)).toBe("/profile/experience/");

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => pathname(page)).toBe("/profile/home/");

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => pathname(page)).toBe("/profile/hobbies/");

      // replaceState: same document, no new history entries.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    });
  });

  // Each load below has "hobbies" stored as the active section before any script runs.
  test("on load: the stored section is restored without a hash, a hash wins over it, and a section's address opens at its heading", async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem("activeSection", "hobbies"));

    await test.step("without a hash, the stored active section is restored on load", async () => {
      await gotoHydrated(page, "/");
      await expectHeadingClearOfHeader(page, "hobbies");
      await expect.poll(() => pathname(page)).toBe("/profile/hobbies/");
    });

    await test.step("a hash scrolls to its section on load, and wins over the stored section", async () => {
      await gotoHydrated(page, "/profile#web-skills");
      await expectHeadingClearOfHeader(page, "web-skills");
    });

    await test.step("a direct load of /profile/education opens at its heading, clear of the fixed header", async () => {
      await gotoHydrated(page, "/profile/education");
      await expectHeadingClearOfHeader(page, "education");
      await pastLoadScroll(page);
      expect(pathname(page)).toBe("/profile/education");
    });
  });
});
