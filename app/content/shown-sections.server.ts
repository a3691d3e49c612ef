import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentFolder } from "../../scripts/content-dir.mjs";
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
  try {
    return readdirSync(join(contentDir, "en", "blog")).some((name) => name.endsWith(".md"));
  } catch {
    return false;
  }
}
