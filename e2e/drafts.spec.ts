import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { TEST_CONTENT } from "./support/test-content";
import { postsOf } from "./blog-content";
import { at } from "./support/base-path";

// The tests' content holds a post marked `draft: true`; build:e2e runs without DRAFTS=1.
// Whatever a browser could show comes from the built files, so the build is read without one.
const DRAFT = "a-draft";
const CLIENT = join(process.cwd(), "build/client");

function draftFront(language: "en" | "sv") {
  const source = readFileSync(join(TEST_CONTENT, language, "blog", `${DRAFT}.md`), "utf8");
  const front = parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { title: string; titleDescription: string; draft?: boolean };
  expect(front.draft, `${language}/blog/${DRAFT}.md is no draft`).toBe(true);
  return front;
}

/** Every built file a page, its data or its scripts are made of (pictures left out). */
function builtTextFiles(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "img" || entry.name === "files" ? [] : builtTextFiles(path);
    return /\.(html|data|js|json|xml|txt)$/.test(entry.name) ? [path] : [];
  });
}

test("a draft post has no page: its address answers 404 in both languages", async ({ request }) => {
  for (const prefix of ["", "/sv"]) {
    expect((await request.get(at(`${prefix}/blog/${DRAFT}`))).status(), prefix).toBe(404);
  }
});

test("a draft post has no card on the blog, and nothing the site serves names it", () => {
  const words = (["en", "sv"] as const).flatMap((language) => {
    const front = draftFront(language);
    return [front.title, front.titleDescription];
  });
  const files = builtTextFiles();
  // The blog's list pages and their data are among the files read.
  expect(files).toContain(join(CLIENT, "blog", "index.html"));
  expect(files).toContain(join(CLIENT, "sv", "blog", "index.html"));
  // A published post's title is found the same way, so the search can find a title at all.
  expect(files.some((file) => readFileSync(file, "utf8").includes(postsOf("en")[0]!.title))).toBe(true);
  const naming = files.filter((file) => {
    const text = readFileSync(file, "utf8");
    return text.includes(`/blog/${DRAFT}`) || words.some((word) => text.includes(word));
  });
  expect(naming).toEqual([]);
});

test("a draft post is in no feed and not in the sitemap", async ({ request }) => {
  for (const path of ["/blog/rss.xml", "/blog/rss-sv.xml", "/sitemap.xml"]) {
    const body = await (await request.get(at(path))).text();
    expect(body, path).toContain("/blog/");
    expect(body, path).not.toContain(DRAFT);
  }
});
