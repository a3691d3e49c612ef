import type { ResponsiveImageData } from "~/content/image-types";
import type { Portfolio, ProjectCardData } from "~/content/cards.server";
import type { GraphicProject, Project, ProjectImage, Top5Item } from "~/content/schemas";

// What the route loaders hand to the pages, trimmed to what the pages render: the data is
// embedded in every prerendered page and fetched on every client navigation.

/**
 * A graphic project's fields that neither its card nor its panel shows. Everything else reaches
 * the page, so a new field of the schema needs only the component that shows it.
 */
const GRAPHIC_NOT_SHOWN = [
  "projectType",
  "applicationType",
  "applicationTypeDetail",
  "titleDescription",
  "projectDuration",
  "linkTitle",
  "ctaButton",
  "links",
  "ctaLink",
  "alt",
  "results",
  "process",
  "relatedProjects",
  "media",
  "demands",
] as const satisfies ReadonlyArray<keyof GraphicProject>;

/** A graphic project as its card and panel show it. */
export type GraphicItem = Omit<GraphicProject, (typeof GRAPHIC_NOT_SHOWN)[number]>;

export type PortfolioSections = {
  top5: Top5Item[];
  frontend: ProjectCardData[];
  backend: ProjectCardData[];
  fullstack: ProjectCardData[];
  graphic: GraphicItem[];
};

/** The srcset strings are what <picture> and the lightbox use; the per-width list repeats them. */
function lean(image: ResponsiveImageData): ResponsiveImageData {
  const { variants: _unused, ...rest } = image;
  return rest;
}

function leanImages(images: readonly ProjectImage[]): ProjectImage[] {
  return images.map((image) => ({ ...image, src: lean(image.src) }));
}

function toGraphicItem(project: GraphicProject): GraphicItem {
  const item: Partial<GraphicProject> = { ...project, image: lean(project.image), images: leanImages(project.images) };
  for (const field of GRAPHIC_NOT_SHOWN) delete item[field];
  return item as GraphicItem;
}

export function toPortfolioPageData(portfolio: Portfolio): PortfolioSections {
  const card = (item: ProjectCardData): ProjectCardData => ({ ...item, image: lean(item.image) });
  return {
    top5: portfolio.top5.map((item) => ({ ...item, image: lean(item.image) })),
    frontend: portfolio.frontend.map(card),
    backend: portfolio.backend.map(card),
    fullstack: portfolio.fullstack.map(card),
    graphic: portfolio.graphic.map(toGraphicItem),
  };
}

export function toProjectPageData(project: Project): Project {
  return { ...project, image: lean(project.image), images: leanImages(project.images) };
}
