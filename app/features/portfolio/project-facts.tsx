import { useTranslation } from "~/i18n/use-translation";
import { Icon, type IconName } from "~/components/ui/icon";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { Project } from "~/content/schemas";
import { ClientName } from "./client-name";
import { ProjectFact as Fact } from "./project-fact";

/** The glyph of the kind of work: a category, where the stack's logo beside "Browser instrument" read as a mislabel. */
const KIND_GLYPH: Record<Project["projectType"], IconName> = {
  frontend: "layout",
  backend: "server",
  fullstack: "layers",
  "graphic-design": "pen",
};

/**
 * The case at a glance: first, where the project says, the owner's role and the team (what a
 * reader hiring looks for first), then what kind of work it is, how long it took and for whom and
 * when. Only what the project has is shown. Under the cover on a phone (two columns from 640 px),
 * one column in the facts card beside the story from 1024 px.
 */
export function ProjectFacts({ project }: { project: Project }) {
  const { t } = useTranslation("portfolio");
  const { text, icon, suffix } = project.applicationTypeDetail;
  const graphic = project.projectType === "graphic-design" ? project : undefined;
  // A graphic project's role is a sentence; a web project's a few words, beside the team's.
  const longRole = graphic !== undefined;
  return (
    // The type (an icon beside its words) takes the wider column, so its words keep to one line.
    <dl
      data-facts
      className={
        "grid grid-cols-1 gap-x-8 gap-y-5 border-t border-line pt-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] " +
        "lg:grid-cols-1 lg:border-t-0 lg:pt-0"
      }
    >
      {project.role && (
        <Fact label={t("project.role")} wide={longRole}>
          {longRole ? <span className="font-normal">{project.role}</span> : project.role}
        </Fact>
      )}
      {project.team && <Fact label={t("project.team")}>{project.team}</Fact>}
      <Fact label={t("project.type")}>
        <span className="flex items-center gap-3">
          {/* Paper by day, a lifted surface at night, where white was the brightest thing on the page. */}
          <span className="grid shrink-0 place-items-center rounded-xl bg-raised p-2 text-accent shadow-sm ring-1 ring-line">
            <Icon name={KIND_GLYPH[project.projectType]} size={20} />
          </span>
          <span>
            <span className="block">{text}</span>
            {/* The stack the type names, with the logo the project gives it. */}
            <span className="flex items-center gap-1.5 text-sm font-normal text-muted">
              <TechGlyph icon={icon.glyph} size={14} color={icon.color} className="shrink-0" />
              {suffix}
            </span>
          </span>
        </span>
      </Fact>
      {project.projectDuration && (
        <Fact label={t("project.duration")}>
          {/* Sanitised HTML (a <strong> or two). */}
          <span className="font-normal [&_strong]:font-semibold" dangerouslySetInnerHTML={{ __html: project.projectDuration }} />
        </Fact>
      )}
      {graphic?.client && (
        <Fact label={graphic.clientTitle ?? t("project.client")}>
          <ClientName client={graphic.client} link={graphic.clientLink} />
        </Fact>
      )}
      {graphic?.year && <Fact label={graphic.yearTitle ?? t("project.year")}>{graphic.year}</Fact>}
    </dl>
  );
}
