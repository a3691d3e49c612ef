import type { PortfolioSectionId } from "../lib/sections";

/** The category sections of content/portfolio.json and the section id each is shown under. */
const CATEGORY_SECTIONS = {
  frontend: "frontend",
  backend: "backend",
  fullstack: "fullstack",
  graphic: "graphic-design",
} as const satisfies Record<string, PortfolioSectionId>;

type Layout = Partial<Record<keyof typeof CATEGORY_SECTIONS, unknown>>;

/**
 * The portfolio sections that have something to show, in page order. The hero and the top 5
 * (which always holds at least one item) are always there; a category without projects is left
 * out of the page and the menus, and its address leads to /portfolio.
 */
export function shownPortfolioSections(layout: Layout): PortfolioSectionId[] {
  const categories = (Object.keys(CATEGORY_SECTIONS) as Array<keyof typeof CATEGORY_SECTIONS>)
    // An unreadable list counts as shown: the content check reports it and fails the build.
    .filter((key) => !Array.isArray(layout[key]) || layout[key].length > 0)
    .map((key) => CATEGORY_SECTIONS[key]);
  return ["my-work", "top-5-projects", ...categories];
}
