import { useTranslation } from "~/i18n/use-translation";
import { Pager } from "~/components/ui/pager";
import { projectPath } from "./portfolio-navigation";
import type { ProjectNeighbours } from "./project-neighbours";

/** The end of a case: the previous and the next project, so the visitor always has a way on. */
export function ProjectPager({ neighbours }: { neighbours: ProjectNeighbours }) {
  const { t } = useTranslation("portfolio");
  const { previous, next } = neighbours;
  return (
    <Pager
      label={t("project.more")}
      previous={{ to: projectPath(previous.urlTitle), title: previous.title, label: t("project.previous") }}
      next={{ to: projectPath(next.urlTitle), title: next.title, label: t("project.next") }}
    />
  );
}
