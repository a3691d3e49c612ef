import type { PortfolioSectionId } from "../lib/sections";

/** The category sections of content/portfolio.json, each named as the section it fills. */
const CATEGORY_SECTIONS = ["frontend", "backend", "fullstack", "graphic-design"] as const satisfies PortfolioSectionId[];

type Layout = Partial<Record<(typeof CATEGORY_SECTIONS)[number], unknown>>;

/**
 * The portfolio sections that have something to show, in page order. The hero and the top 5
 * (which always holds at least one item) are always there; a category without projects, or hidden
 * in site.json, is left out of the page and the menus, and its address leads to /portfolio.
 */
export function shownPortfolioSections(layout: Layout, hidden: readonly string[] = []): PortfolioSectionId[] {
  // An unreadable list counts as shown: the content check reports it and fails the build.
  const categories = CATEGORY_SECTIONS.filter(
    (key) => !hidden.includes(key) && (!Array.isArray(layout[key]) || layout[key].length > 0),
  );
  return ["my-work", "top-5-projects", ...categories];
}
