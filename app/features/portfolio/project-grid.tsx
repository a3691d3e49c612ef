import type { ProjectCardData } from "~/content/cards.server";
import { EmptyList } from "./empty-list";
import { cardColumns, fillRows } from "~/lib/fill-rows";
import { ProjectCard, type CardShape } from "./project-card";

// Class names spelled out whole for Tailwind to find them.
const XL_COLUMNS: Record<number, string> = { 2: "xl:grid-cols-2", 3: "xl:grid-cols-3", 4: "xl:grid-cols-4" };
const MD_SPAN: Record<number, string> = { 1: "md:col-span-1", 2: "md:col-span-2" };
const XL_SPAN: Record<number, string> = { 1: "xl:col-span-1", 2: "xl:col-span-2", 3: "xl:col-span-3", 4: "xl:col-span-4" };

/**
 * One column on phones, two on tablets and, on wide screens, as many as the cards fill (three
 * cards take three columns, not three of four). A card left alone in a row widens to close it and
 * lays out sideways, so no row ends in a hole.
 */
type Props = {
  projects: readonly ProjectCardData[];
  /** The top 5's ranks by project, for the cards of ranked projects to show theirs. */
  ranks?: ReadonlyMap<string, number>;
};

export function ProjectGrid({ projects, ranks = new Map() }: Props) {
  if (projects.length === 0) return <EmptyList />;
  if (projects.length === 1) {
    return (
      <ul className="grid max-w-md grid-cols-1">
        <li className="render-when-near crop-marks">
          <ProjectCard project={projects[0]!} rank={ranks.get(projects[0]!.urlTitle)} />
        </li>
      </ul>
    );
  }
  const columns = cardColumns(projects.length);
  const ones = projects.map(() => 1);
  const md = fillRows(ones, 2);
  const xl = fillRows(ones, columns);
  return (
    <ul data-columns={columns} className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${XL_COLUMNS[columns]}`}>
      {projects.map((project, index) => {
        const shape: CardShape = { mdWide: md[index]! > 1, xlWide: xl[index]! > 1 };
        return (
          <li key={project.urlTitle} className={`render-when-near crop-marks ${MD_SPAN[md[index]!]} ${XL_SPAN[xl[index]!]}`}>
            <ProjectCard project={project} shape={shape} rank={ranks.get(project.urlTitle)} />
          </li>
        );
      })}
    </ul>
  );
}
