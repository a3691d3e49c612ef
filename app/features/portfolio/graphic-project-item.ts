import type { ResponsiveImage } from "~/content/image-types";
import type { ProjectImage, TechIcon } from "~/content/schemas";

/**
 * What the graphic panel shows. Looser than GraphicProject: the spec's fallback item (spec §4,
 * "falling back to an empty item") has no image, year or technologies, and the panel must say so
 * (spec §8) instead of breaking.
 */
export type GraphicPanelItem = {
  urlTitle: string;
  title: string;
  subTitle: string;
  category: string;
  image: ResponsiveImage | null;
  alt: string;
  year: number | null;
  yearText: string;
  client: string;
  clientTitle: string;
  clientLink: string;
  description: string;
  images: ProjectImage[];
  techTitle: string;
  tech: Array<{ name: string; icon: TechIcon | null }>;
  goals: string;
  role: string;
  challenges: string;
  testimonial: { quote: string; author: string } | null;
  tags: string[];
};

export const EMPTY_GRAPHIC_ITEM: GraphicPanelItem = {
  urlTitle: "",
  title: "",
  subTitle: "",
  category: "",
  image: null,
  alt: "",
  year: null,
  yearText: "",
  client: "",
  clientTitle: "",
  clientLink: "",
  description: "",
  images: [],
  techTitle: "",
  tech: [],
  goals: "",
  role: "",
  challenges: "",
  testimonial: null,
  tags: [],
};

/** The selected project by urlTitle, or the empty item (spec §4). */
export function findGraphicItem(projects: readonly GraphicPanelItem[], urlTitle: string | null): GraphicPanelItem {
  return projects.find((project) => project.urlTitle === urlTitle) ?? EMPTY_GRAPHIC_ITEM;
}

/** Spec §9: the graphic grid's three columns take the first 3, the next 4, then 4 projects. */
export const GRAPHIC_COLUMN_SIZES = [3, 4, 4] as const;

/** Splits the projects into the three columns; any beyond the eleventh join the last column. */
export function toGraphicColumns<T>(projects: readonly T[]): T[][] {
  let start = 0;
  const columns = GRAPHIC_COLUMN_SIZES.map((size) => {
    const column = projects.slice(start, start + size);
    start += size;
    return column;
  });
  columns.at(-1)!.push(...projects.slice(start));
  return columns;
}
