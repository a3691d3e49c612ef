import type { ResponsiveImageData } from "~/content/image-types";
import type { Localized } from "~/i18n/languages";
import type { Portfolio, ProjectCardData } from "~/content/cards.server";
import type { GraphicProject, Project, ProjectImage, Top5Item } from "~/content/schemas";
import type { GraphicPanelItem } from "./graphic-project-item";

// What the route loaders hand to the pages, trimmed to what the pages render: the data is
// embedded in every prerendered page and fetched on every client navigation.

/** A graphic project as its card and panel show it. */
export type GraphicItem = GraphicPanelItem & { image: ResponsiveImageData; year: number };

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
  return {
    urlTitle: project.urlTitle,
    title: project.title,
    subTitle: project.subTitle,
    category: project.category,
    image: lean(project.image),
    alt: project.alt,
    year: project.year,
    yearText: project.yearText,
    client: project.client,
    clientTitle: project.clientTitle,
    clientLink: project.clientLink,
    description: project.description,
    images: leanImages(project.images),
    techTitle: project.techTitle,
    tech: project.tech,
    goals: project.goals,
    role: project.role,
    challenges: project.challenges,
    testimonial: project.testimonial,
    tags: project.tags,
  };
}

function toSections(portfolio: Portfolio): PortfolioSections {
  const card = (item: ProjectCardData): ProjectCardData => ({ ...item, image: lean(item.image) });
  return {
    top5: portfolio.top5.map((item) => ({ ...item, image: lean(item.image) })),
    frontend: portfolio.frontend.map(card),
    backend: portfolio.backend.map(card),
    fullstack: portfolio.fullstack.map(card),
    graphic: portfolio.graphic.map(toGraphicItem),
  };
}

export function toPortfolioPageData(portfolio: Localized<Portfolio>): Localized<PortfolioSections> {
  return { en: toSections(portfolio.en), sv: toSections(portfolio.sv) };
}

function toProjectData(project: Project): Project {
  return { ...project, image: lean(project.image), images: leanImages(project.images) };
}

export function toProjectPageData(project: Localized<Project>): Localized<Project> {
  return { en: toProjectData(project.en), sv: toProjectData(project.sv) };
}
