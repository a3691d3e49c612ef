import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { contentFolder } from "../../scripts/content-dir.mjs";
import { readSiteLanguages } from "../../scripts/site-languages.mjs";
import { BLOG_PAGE_SIZE } from "../lib/constants";
import type { PortfolioSectionId } from "../lib/sections";
import { draftsShown } from "./drafts.server";
import { shownPortfolioSections } from "./shown-sections";

/**
 * The shown portfolio sections of the content folder (CONTENT_DIR or ./content). Read
 * synchronously because routes.ts and the Vite config, which need it, are synchronous.
 */
export function readShownPortfolioSections(
  contentDir = contentFolder(),
): PortfolioSectionId[] {
  let layout: unknown;
  try {
    layout = JSON.parse(readFileSync(join(contentDir, "portfolio.json"), "utf8"));
  } catch {
    layout = {};
  }
  return shownPortfolioSections(typeof layout === "object" && layout !== null ? layout : {});
}

/**
 * Whether the blog has published posts. Without any, the post route is left out of routes.ts: a
 * route with a loader must prerender at least one page when there is no server.
 */
export function hasBlogPosts(contentDir = contentFolder(), drafts = draftsShown()): boolean {
  return countBlogPosts(contentDir, drafts) > 0;
}

/**
 * How many posts the blog publishes: the first language's Markdown files, less the drafts unless
 * they are shown (a post is a draft when any language's file says so, as drafts.server.ts has it).
 * Read from the front matter only; the build validates the posts later.
 */
export function countBlogPosts(contentDir = contentFolder(), drafts = draftsShown()): number {
  const [first = [], ...others] = readSiteLanguages(contentDir).map((lang) => readPostHeads(join(contentDir, lang, "blog")));
  const draftTitles = new Set([first, ...others].flat().filter((post) => post.draft).map((post) => post.urlTitle));
  return first.filter((post) => drafts || !draftTitles.has(post.urlTitle)).length;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---/;

function readPostHeads(folder: string): Array<{ urlTitle: string; draft: boolean }> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".md"));
  } catch {
    return [];
  }
  return names.map((name) => {
    let head: unknown;
    try {
      head = parse(FRONT_MATTER.exec(readFileSync(join(folder, name), "utf8"))?.[1] ?? "");
    } catch {
      head = null;
    }
    const fields = typeof head === "object" && head !== null ? (head as Record<string, unknown>) : {};
    return {
      urlTitle: typeof fields.urlTitle === "string" ? fields.urlTitle : name.slice(0, -".md".length),
      draft: fields.draft === true,
    };
  });
}

/**
 * Cards per blog list page: BLOG_PAGE_SIZE, unless the build sets the BLOG_PAGE_SIZE variable
 * (the tests' few posts then fill several pages).
 */
export function blogPageSize(value = process.env.BLOG_PAGE_SIZE): number {
  if (!value) return BLOG_PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`BLOG_PAGE_SIZE must be a whole number from 1 up, not "${value}"`);
  return size;
}
