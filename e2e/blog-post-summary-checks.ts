import { expect, type Locator, type Page } from "@playwright/test";
import { postsOf } from "./blog-content";
import { gotoHydrated } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// Checks shared by the desktop and the phone specs of a post's summary, links and rules, and of
// the list's card pictures.

export const IN_SHORT = { en: "In short", sv: "Kort sagt" } as const;

/** Each card picture whose frame cuts it: the frame's aspect differs from the picture's by over 2 %. */
export async function croppedCardPictures(page: Page): Promise<string[]> {
  const images = page.getByTestId("blog-card").locator("img");
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return images.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).flatMap((img) => {
      const box = img.getBoundingClientRect();
      const shown = box.width / box.height;
      const natural = img.naturalWidth / img.naturalHeight;
      const name = img.currentSrc.split("/").pop();
      return Math.abs(shown / natural - 1) <= 0.02 ? [] : [`${name}: ${shown.toFixed(2)} of ${natural.toFixed(2)}`];
    }),
  );
}

/** The width of the rule above the post's links and of the one above its pager. */
export async function ruleWidths(page: Page): Promise<{ links: number; pager: number }> {
  const links = page.locator("section[aria-labelledby='post-links-title']");
  const pager = page.locator("nav[data-pager]");
  await expectSeen(links.getByRole("heading"), { scroll: true });
  const widthOf = (el: Locator) =>
    el.evaluate((node) => (getComputedStyle(node).borderTopWidth === "0px" ? 0 : node.getBoundingClientRect().width));
  return { links: await widthOf(links), pager: await widthOf(pager) };
}

/** The post with both neighbours, so its page has the links and the pager. */
export async function openMiddlePost(page: Page, language: "en" | "sv") {
  const post = postsOf(language)[1]!;
  await gotoHydrated(page, `${language === "sv" ? "/sv" : ""}/blog/${post.urlTitle}`);
  return post;
}
