import { PORTFOLIO_SECTIONS } from "../lib/sections";

// What any owner's content must satisfy. The rules describe valid content, not the demo: no
// project is required and a category section may be empty (the page and menus then leave it out).
export type ContentRules = {
  /** The top 5 grid holds at least one and at most this many items. */
  maxTop5Items: number;
};

export const CONTENT_RULES: ContentRules = { maxTop5Items: 5 };

/** A project may not take the address of a portfolio section (/portfolio/frontend …). */
export const RESERVED_PROJECT_SLUGS: readonly string[] = PORTFOLIO_SECTIONS;

export const IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"] as const;
