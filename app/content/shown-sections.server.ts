import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentFolder } from "../../scripts/content-dir.mjs";
import { BLOG_PAGE_SIZE } from "../lib/constants";
import type { PortfolioSectionId } from "../lib/sections";
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
 * Whether the blog has posts. Without any, the post route is left out of routes.ts: a route
 * with a loader must prerender at least one page when there is no server.
 */
export function hasBlogPosts(contentDir = contentFolder()): boolean {
  return countBlogPosts(contentDir) > 0;
}

/** How many posts the blog has, counted as files (the build validates them later). */
export function countBlogPosts(contentDir = contentFolder()): number {
  try {
    return readdirSync(join(contentDir, "en", "blog")).filter((name) => name.endsWith(".md")).length;
  } catch {
    return 0;
  }
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
