import { useTranslation } from "~/i18n/use-translation";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { Project } from "~/content/schemas";
import { ClientName } from "./client-name";
import { ProjectFact as Fact } from "./project-fact";

/**
 * The case at a glance, under the title: what kind of work it is, how long it took and, where the
 * project says, for whom, when and in what role. Only what the project has is shown.
 */
export function ProjectFacts({ project }: { project: Project }) {
  const { t } = useTranslation("portfolio");
  const { text, icon, suffix } = project.applicationTypeDetail;
  const graphic = project.projectType === "graphic-design" ? project : undefined;
  return (
    // The type (an icon beside its words) takes the wider column, so its words keep to one line.
    <dl
      data-facts
      className="mt-8 grid grid-cols-1 gap-x-8 gap-y-5 border-t border-line pt-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]"
    >
      <Fact label={t("project.type")}>
        <span className="flex items-center gap-3">
          {/* Paper by day, a lifted surface at night, where white was the brightest thing on the page. */}
          <span className="grid shrink-0 place-items-center rounded-xl bg-raised p-2 shadow-sm ring-1 ring-line">
            <TechGlyph icon={icon.glyph} size={20} color={icon.color} />
          </span>
          <span>
            <span className="block">{text}</span>
            <span className="block text-sm font-normal text-muted">{suffix}</span>
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
      {graphic?.role && (
        <Fact label={t("project.role")} wide>
          <span className="font-normal">{graphic.role}</span>
        </Fact>
      )}
    </dl>
  );
}
