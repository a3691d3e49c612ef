import { inLanguage, LANGUAGES, perLanguage, type Localized } from "../i18n/languages";
import type { Content } from "./load.server";
import { PORTFOLIO_CATEGORIES, type HideablePart, type OwnerTexts, type Project } from "./schemas";

// site.json's `hidden` leaves out a portfolio category or the blog. What it hides is checked as
// everything else (a project of a hidden section must still be valid), then left out of every
// page, list, feed and sitemap entry, as drafts are: they are all built from the catalog.

/** The texts.json fields a shown part needs, by the part; a hidden part may leave them out. */
const TEXTS_OF: Record<HideablePart, Array<(texts: OwnerTexts) => unknown>> = {
  frontend: [(texts) => texts.portfolio.sections.frontend],
  backend: [(texts) => texts.portfolio.sections.backend],
  fullstack: [(texts) => texts.portfolio.sections.fullstack],
  "graphic-design": [(texts) => texts.portfolio.sections["graphic-design"], (texts) => texts.portfolio.graphicDesign],
  blog: [(texts) => texts.meta.blogDescription, (texts) => texts.blog],
};
const FIELD_NAMES: Record<HideablePart, string[]> = {
  frontend: ["portfolio.sections.frontend"],
  backend: ["portfolio.sections.backend"],
  fullstack: ["portfolio.sections.fullstack"],
  "graphic-design": ['portfolio.sections["graphic-design"]', "portfolio.graphicDesign"],
  blog: ["meta.blogDescription", "blog"],
};

/** Each texts.json field a shown part needs but the file leaves out, with the part it belongs to. */
export function missingTexts(texts: OwnerTexts, hidden: readonly HideablePart[]): Array<{ field: string; part: HideablePart }> {
  return (Object.keys(TEXTS_OF) as HideablePart[])
    .filter((part) => !hidden.includes(part))
    .flatMap((part) =>
      TEXTS_OF[part].flatMap((read, index) => (read(texts) === undefined ? [{ field: FIELD_NAMES[part][index]!, part }] : [])),
    );
}

/** Whether a project belongs to a hidden section: by its type, wherever portfolio.json lists it. */
function inHiddenSection(project: Pick<Project, "projectType">, hidden: readonly HideablePart[]): boolean {
  return hidden.includes(project.projectType);
}

/**
 * The content without its hidden parts: a hidden section's projects (and the top 5's entries for
 * them), and every post when the blog is hidden.
 */
export function applyHidden(content: Content): Content {
  const hidden = content.site.hidden;
  if (hidden.length === 0) return content;
  const projects = new Map(
    [...content.projects].filter(([, localized]) => !LANGUAGES.some((lang) => inHiddenSection(inLanguage(localized, lang), hidden))),
  );
  const layout = Object.fromEntries(
    PORTFOLIO_CATEGORIES.map((section) => [
      section,
      hidden.includes(section) ? [] : content.layout[section].filter((slug) => projects.has(slug)),
    ]),
  ) as Content["layout"];
  const keep = <T>(localized: Localized<T[]>, test: (item: T) => boolean) =>
    perLanguage((lang) => inLanguage(localized, lang).filter(test));
  return {
    ...content,
    projects,
    layout,
    top5: keep(content.top5, (item) => projects.has(item.urlTitle)),
    posts: hidden.includes("blog") ? keep(content.posts, () => false) : content.posts,
  };
}
