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
  const layout = readJsonObject(join(contentDir, "portfolio.json"));
  return shownPortfolioSections(layout, readHidden(contentDir));
}

/** Whether site.json leaves the blog shown (`"hidden": ["blog"]` hides it). */
export function readBlogShown(contentDir = contentFolder()): boolean {
  return !readHidden(contentDir).includes("blog");
}

/** site.json's `hidden` list as written; the build's content check validates it later. */
function readHidden(contentDir: string): string[] {
  const { hidden } = readJsonObject(join(contentDir, "site.json"));
  return Array.isArray(hidden) ? hidden.filter((part): part is string => typeof part === "string") : [];
}

function readJsonObject(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * How many posts each language's blog publishes (a post may be in one language only), less the
 * drafts unless they are shown (a post is a draft when any language's file says so, as
 * drafts.server.ts has it); none when site.json hides the blog. Read from the front matter only;
 * the build validates the posts later.
 */
export function blogPostCounts(contentDir = contentFolder(), drafts = draftsShown()): Record<string, number> {
  const languages = readSiteLanguages(contentDir);
  if (!readBlogShown(contentDir)) return Object.fromEntries(languages.map((lang) => [lang, 0]));
  const perLanguage = languages.map((lang) => readPostHeads(join(contentDir, lang, "blog")));
  const draftTitles = new Set(perLanguage.flat().filter((post) => post.draft).map((post) => post.urlTitle));
  return Object.fromEntries(
    languages.map((lang, i) => [lang, (perLanguage[i] ?? []).filter((post) => drafts || !draftTitles.has(post.urlTitle)).length]),
  );
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
