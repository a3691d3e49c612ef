import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { projectPath } from "./portfolio-navigation";
import type { ProjectNeighbours } from "./project-neighbours";

/** The end of a case: the previous and the next project, so the visitor always has a way on. */
export function ProjectPager({ neighbours }: { neighbours: ProjectNeighbours }) {
  const { t } = useTranslation("portfolio");
  const stops = [
    { key: "previous", stop: neighbours.previous, icon: "arrowLeft", align: "" },
    { key: "next", stop: neighbours.next, icon: "arrowRight", align: "sm:items-end sm:text-right" },
  ] as const;
  return (
    <nav aria-label={t("project.more")} className="mt-20 border-t border-line pt-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {stops.map(({ key, stop, icon, align }) => (
          <li key={key}>
            <Link
              to={projectPath(stop.urlTitle)}
              rel={key === "previous" ? "prev" : "next"}
              className={`group flex h-full flex-col gap-1 rounded-2xl border border-line p-5 hover:border-accent ${align}`}
            >
              <span className="inline-flex items-center gap-1.5 font-display text-xs font-semibold uppercase tracking-widest text-muted">
                {key === "previous" && <Icon name={icon} size={14} />}
                {t(`project.${key}`)}
                {key === "next" && <Icon name={icon} size={14} />}
              </span>
              <span className="font-display text-xl font-bold group-hover:text-accent">{stop.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
