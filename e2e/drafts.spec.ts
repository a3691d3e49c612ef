import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { TEST_CONTENT } from "./support/test-content";
import { at } from "./support/base-path";

// The tests' content holds a post marked `draft: true`; build:e2e runs without DRAFTS=1.
const DRAFT = "a-draft";

function draftTitle(language: "en" | "sv"): string {
  const source = readFileSync(join(TEST_CONTENT, language, "blog", `${DRAFT}.md`), "utf8");
  const front = parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { title: string; draft?: boolean };
  expect(front.draft, `${language}/blog/${DRAFT}.md is no draft`).toBe(true);
  return front.title;
}

for (const language of ["en", "sv"] as const) {
  const prefix = language === "sv" ? "/sv" : "";

  test(`a draft post has no page and no card on the blog (${language})`, async ({ page }) => {
    const title = draftTitle(language);
    const response = await gotoHydrated(page, `${prefix}/blog/${DRAFT}`);
    expect(response?.status()).toBe(404);
    await gotoHydrated(page, `${prefix}/blog`);
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });
}

test("a draft post is in no feed and not in the sitemap", async ({ request }) => {
  for (const path of ["/blog/rss.xml", "/blog/rss-sv.xml", "/sitemap.xml"]) {
    const body = await (await request.get(at(path))).text();
    expect(body, path).toContain("/blog/");
    expect(body, path).not.toContain(DRAFT);
  }
});
