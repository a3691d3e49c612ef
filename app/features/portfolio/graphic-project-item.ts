import type { ResponsiveImageData } from "~/content/image-types";
import type { ProjectImage, TechIcon } from "~/content/schemas";

/**
 * What the graphic panel shows. Looser than GraphicProject: an address with an unknown project
 * opens the panel on an empty item, which has no image, year or technologies, and the panel must
 * say so instead of breaking.
 */
export type GraphicPanelItem = {
  urlTitle: string;
  title: string;
  subTitle: string;
  category: string;
  image: ResponsiveImageData | null;
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

/**
 * The selected project by urlTitle, or the empty item, so an unknown urlTitle still opens a panel.
 */
export function findGraphicItem(projects: readonly GraphicPanelItem[], urlTitle: string | null): GraphicPanelItem {
  return projects.find((project) => project.urlTitle === urlTitle) ?? EMPTY_GRAPHIC_ITEM;
}

/** The graphic grid's columns (its markup says md:grid-cols-3). */
const GRAPHIC_COLUMNS = 3;

/**
 * Deals the projects out in order into three columns, the first topped by the intro tile, so
 * that the columns hold as equal a number of tiles as possible (earlier columns take any one
 * extra). Eleven projects give the demo's 3 / 4 / 4; two give one each beside the intro.
 */
export function toGraphicColumns<T>(projects: readonly T[]): T[][] {
  const tiles = projects.length + 1;
  const columns: T[][] = [];
  let start = 0;
  for (let column = 0; column < GRAPHIC_COLUMNS; column++) {
    const size = Math.floor(tiles / GRAPHIC_COLUMNS) + (column < tiles % GRAPHIC_COLUMNS ? 1 : 0);
    const projectsHere = column === 0 ? size - 1 : size;
    columns.push(projects.slice(start, start + projectsHere));
    start += projectsHere;
  }
  return columns;
}
