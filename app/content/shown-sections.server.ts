import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PortfolioSectionId } from "../lib/sections";
import { shownPortfolioSections } from "./shown-sections";

/**
 * The shown portfolio sections of the content folder (CONTENT_DIR or ./content). Read
 * synchronously because routes.ts and the Vite config, which need it, are synchronous.
 */
export function readShownPortfolioSections(
  contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), "content"),
): PortfolioSectionId[] {
  let layout: unknown;
  try {
    layout = JSON.parse(readFileSync(join(contentDir, "portfolio.json"), "utf8"));
  } catch {
    layout = {};
  }
  return shownPortfolioSections(typeof layout === "object" && layout !== null ? layout : {});
}
