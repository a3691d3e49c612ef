import { inLanguage, LANGUAGES } from "../i18n/languages";
import { leaveOut } from "./drafts.server";
import type { Content } from "./load.server";
import type { HideablePart, OwnerTexts } from "./schemas";

// site.json's `hidden` leaves out a portfolio category or the blog. What it hides is checked as
// everything else (a project of a hidden section must still be valid), then left out of every
// page, list, feed and sitemap entry, as drafts are: they are all built from the catalog.

/** The texts.json fields a shown part needs, by the part; a hidden part may leave them out. */
const TEXTS_OF: Record<HideablePart, Array<[string, (texts: OwnerTexts) => unknown]>> = {
  frontend: [["portfolio.sections.frontend", (texts) => texts.portfolio.sections.frontend]],
  backend: [["portfolio.sections.backend", (texts) => texts.portfolio.sections.backend]],
  fullstack: [["portfolio.sections.fullstack", (texts) => texts.portfolio.sections.fullstack]],
  "graphic-design": [
    ['portfolio.sections["graphic-design"]', (texts) => texts.portfolio.sections["graphic-design"]],
    ["portfolio.graphicDesign", (texts) => texts.portfolio.graphicDesign],
  ],
  blog: [["meta.blogDescription", (texts) => texts.meta.blogDescription], ["blog", (texts) => texts.blog]],
};

/** Each texts.json field a shown part needs but the file leaves out, with the part it belongs to. */
export function missingTexts(texts: OwnerTexts, hidden: readonly HideablePart[]): Array<{ field: string; part: HideablePart }> {
  return (Object.keys(TEXTS_OF) as HideablePart[])
    .filter((part) => !hidden.includes(part))
    .flatMap((part) => TEXTS_OF[part].flatMap(([field, read]) => (read(texts) === undefined ? [{ field, part }] : [])));
}

/**
 * The content without its hidden parts: a hidden section's projects (by their type, so the top
 * 5's entries for them too), and every post when the blog is hidden.
 */
export function applyHidden(content: Content): Content {
  const hidden = content.site.hidden;
  if (hidden.length === 0) return content;
  const inHiddenSection = (slug: string) =>
    LANGUAGES.some((lang) => hidden.includes(inLanguage(content.projects.get(slug)!, lang).projectType));
  return leaveOut(content, inHiddenSection, () => hidden.includes("blog"));
}
