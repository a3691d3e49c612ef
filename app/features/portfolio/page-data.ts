import type { ResponsiveImageData } from "~/content/image-types";
import type { Portfolio, ProjectCardData } from "~/content/cards.server";
import type { GraphicProject, Project, ProjectImage, Top5Item } from "~/content/schemas";

// What the route loaders hand to the pages, trimmed to what the pages render: the data is
// embedded in every prerendered page and fetched on every client navigation.

/**
 * A graphic project's fields that neither its card nor its panel shows. Everything else reaches
 * the page or the panel, so a new field of the schema needs only the component that shows it.
 */
const GRAPHIC_NOT_SHOWN = [
  "projectType",
  "applicationType",
  "applicationTypeDetail",
  "descriptionTitle",
  "projectDuration",
  "linksTitle",
  "links",
  "shareImageAlt",
  "outcome",
] as const satisfies ReadonlyArray<keyof GraphicProject>;

/** What a graphic card shows, embedded in /portfolio; the panel's heading too while its texts load. */
const GRAPHIC_CARD_FIELDS = ["urlTitle", "title", "category", "year", "image"] as const satisfies ReadonlyArray<keyof GraphicProject>;

export type GraphicCardData = Pick<GraphicProject, (typeof GRAPHIC_CARD_FIELDS)[number]>;

/**
 * The rest of what the graphic panel shows: a file per project and language, fetched when the
 * panel opens (routes/graphic-panel-data.ts), so /portfolio's HTML carries the cards only.
 */
export type GraphicPanelData = Omit<GraphicProject, (typeof GRAPHIC_NOT_SHOWN)[number] | (typeof GRAPHIC_CARD_FIELDS)[number]>;

export type PortfolioSections = {
  top5: Top5Item[];
  frontend: ProjectCardData[];
  backend: ProjectCardData[];
  fullstack: ProjectCardData[];
  graphic: GraphicCardData[];
};

/** The srcset strings are what <picture> and the lightbox use; the per-width list repeats them. */
function lean(image: ResponsiveImageData): ResponsiveImageData {
  const { variants: _unused, ...rest } = image;
  return rest;
}

function leanImages(images: readonly ProjectImage[]): ProjectImage[] {
  return images.map((image) => ({ ...image, src: lean(image.src) }));
}

function toGraphicCard(project: GraphicProject): GraphicCardData {
  const card = Object.fromEntries(GRAPHIC_CARD_FIELDS.map((field) => [field, project[field]])) as GraphicCardData;
  return { ...card, image: lean(project.image) };
}

export function toGraphicPanelData(project: GraphicProject): GraphicPanelData {
  const data: Partial<GraphicProject> = { ...project, images: leanImages(project.images) };
  for (const field of [...GRAPHIC_NOT_SHOWN, ...GRAPHIC_CARD_FIELDS]) delete data[field];
  return data as GraphicPanelData;
}

export function toPortfolioPageData(portfolio: Portfolio): PortfolioSections {
  const card = (item: ProjectCardData): ProjectCardData => ({ ...item, image: lean(item.image) });
  return {
    top5: portfolio.top5.map((item) => ({ ...item, image: lean(item.image) })),
    frontend: portfolio.frontend.map(card),
    backend: portfolio.backend.map(card),
    fullstack: portfolio.fullstack.map(card),
    graphic: portfolio.graphic.map(toGraphicCard),
  };
}

export function toProjectPageData(project: Project): Project {
  return { ...project, image: lean(project.image), images: leanImages(project.images) };
}
