import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { TEST_CONTENT } from "./support/test-content";
import { sitePath } from "./support/base-path";
import { servedDocument } from "./support/served-document";

// The tests' post with an image in its Markdown (`![alt](image-id)`), in both languages.
const POST = "small-steps";

/** The alt text and image id the post's Markdown gives its image. */
function markdownImageOf(language: "en" | "sv"): { alt: string; id: string } {
  const markdown = readFileSync(join(TEST_CONTENT, language, "blog", `${POST}.md`), "utf8");
  const [, alt = "", id = ""] = /!\[([^\]]+)\]\(([^)\s]+)\)/.exec(markdown) ?? [];
  if (!alt) throw new Error(`${language}/blog/${POST}.md has no image in its Markdown`);
  return { alt, id };
}

/** The image a post's Markdown names is seen, with its alt text, as a built responsive picture. */
export async function checkPostImage(page: Page, language: "en" | "sv"): Promise<void> {
  const { alt, id } = markdownImageOf(language);
  await gotoHydrated(page, `${language === "sv" ? "/sv" : ""}/blog/${POST}`);
  const image = page.getByTestId("blog-post-content").getByRole("img", { name: alt, exact: true });
  await expectSeen(image, { scroll: true });
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The browser took one of the pipeline's files of this image, not the Markdown's id.
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc).then(sitePath)).toMatch(
    new RegExp(`^/img/${id}\\.[0-9a-f]+-\\d+\\.(avif|webp)$`),
  );
  const picture = image.locator("xpath=..");
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", / \d+w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", / \d+w/);
}

/** The served post carries the image with its alt text, its size and the pipeline's sources. */
export async function checkServedPostImage(request: APIRequestContext, language: "en" | "sv"): Promise<void> {
  const { alt, id } = markdownImageOf(language);
  const { document } = await servedDocument(request, `${language === "sv" ? "/sv" : ""}/blog/${POST}/`);
  const content = document.querySelector("[data-testid=blog-post-content]")!;
  const image = [...content.querySelectorAll("img")].find((img) => img.getAttribute("alt") === alt);
  expect(image, `an image with the alt text "${alt}"`).toBeDefined();
  expect(image!.getAttribute("loading")).toBe("lazy");
  expect(image!.getAttribute("width")).toMatch(/^\d+$/);
  expect(image!.getAttribute("height")).toMatch(/^\d+$/);
  expect(sitePath(image!.getAttribute("src")!)).toMatch(new RegExp(`^/img/${id}\\.[0-9a-f]+-\\d+\\.\\w+$`));
  const picture = image!.parentElement!;
  expect(picture.querySelector('source[type="image/avif"]')?.getAttribute("srcset")).toMatch(/ \d+w/);
  expect(picture.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toMatch(/ \d+w/);
}
