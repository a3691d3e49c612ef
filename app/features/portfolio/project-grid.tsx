import type { ProjectCardData } from "~/content/cards.server";
import { EmptyList } from "./empty-list";
import { ProjectCard } from "./project-card";

/**
 * 1, 2 and 4 columns at small, medium and extra-large screens, so a card never gets too narrow to
 * read.
 */
export function ProjectGrid({ projects }: { projects: readonly ProjectCardData[] }) {
  if (projects.length === 0) return <EmptyList />;
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
      {projects.map((project) => (
        <li key={project.urlTitle} className="render-when-near">
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
