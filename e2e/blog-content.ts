import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { site, TEST_CONTENT } from "./support/test-content";
import { BASE } from "./support/base-path";

// What the blog pages should show, read from the tests' content that build:e2e builds.
export type PostSource = {
  urlTitle: string;
  title: string;
  titleDescription: string;
  date: string;
  suffix: string;
  /** The Markdown body with its markup stripped, close enough to the text a reader sees. */
  content: string;
  /** The "Links" box and its "About the code" note; an essay leaves both out. */
  homepage?: string;
  homepageNote?: string;
  /** The code behind the post, where the "About the code" card links. */
  repository?: string;
  /** The part of the picture a crop keeps. */
  imgFocus?: string;
  /** The panel's headings; the interface's words ("Tools", "Lessons") when left out. */
  techTitle?: string;
  technologies: string[];
  keyFeaturesTitle?: string;
  keyFeatures: string[];
  /** A draft is left out of the build (no DRAFTS=1 in build:e2e). */
  draft?: boolean;
};

/** The published posts of the tests' content, newest first. */
export function postsOf(language: "en" | "sv"): PostSource[] {
  const dir = join(TEST_CONTENT, language, "blog");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(dir, name), "utf8")) ?? [];
      const content = body.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_#]/g, "").trim();
      return { ...(parse(frontMatter) as Omit<PostSource, "content">), content };
    })
    .filter((post) => !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The site's public root without its final slash, base path included: "https://host/portfolio". */
export const siteUrl: string = new URL(BASE, site.siteUrl).href.replace(/\/$/, "");

/** Posts per list page in the tests' build: the BLOG_PAGE_SIZE that package.json's build:e2e sets. */
const LIST_PAGE_SIZE = (() => {
  const script = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts["build:e2e"] ?? "";
  const size = Number(/\bBLOG_PAGE_SIZE=(\d+)/.exec(script)?.[1]);
  if (!size) throw new Error("build:e2e sets no BLOG_PAGE_SIZE: the blog specs need the fixture's posts on several list pages");
  return size;
})();

/** The posts of each list page, newest first: page 1 (/blog) first. */
export function listPagesOf(language: "en" | "sv"): PostSource[][] {
  const posts = postsOf(language);
  return Array.from({ length: Math.ceil(posts.length / LIST_PAGE_SIZE) }, (_, i) =>
    posts.slice(i * LIST_PAGE_SIZE, (i + 1) * LIST_PAGE_SIZE),
  );
}

/** A list page's address: /blog, /blog/page/2 …, under /sv/ in Swedish. */
export function listPageAddress(language: "en" | "sv", page: number): string {
  return `${language === "sv" ? "/sv" : ""}${page > 1 ? `/blog/page/${page}` : "/blog"}`;
}

/** The header's height as the layout sets it (--header-height). */
export const HEADER_HEIGHT = 80;

/** The page links' names: the navigation, its arrows and each number's "Page 2". */
export const BLOG_PAGE_LABELS = {
  en: { nav: "Blog pages", previous: "Previous page", next: "Next page", page: "Page" },
  sv: { nav: "Bloggsidor", previous: "Föregående sida", next: "Nästa sida", page: "Sida" },
} as const;

/** How many list pages the tests' posts fill (the same in both languages). */
export const blogPageCount = (): number => listPagesOf("en").length;
