import { useTranslation } from "~/i18n/use-translation";
import type { Project } from "~/content/schemas";
import { TechGlyph } from "~/components/ui/tech-glyph";

type Props = Pick<Project, "applicationType" | "applicationTypeDetail" | "projectDuration">;

/** What kind of application the project is (text, icon and suffix), beside the project's story. */
export function ProjectSideBanner({ applicationType, applicationTypeDetail, projectDuration }: Props) {
  const { t } = useTranslation("portfolio");
  const { text, icon, suffix } = applicationTypeDetail;
  return (
    <div className="rounded-3xl bg-feature p-6 text-on-feature shadow-xl">
      <p className="font-display text-xs font-semibold uppercase tracking-widest text-on-feature-accent">
        {t("project.type")}
      </p>
      <div className="mt-4 flex items-center gap-4">
        <span className="grid shrink-0 place-items-center rounded-2xl bg-white p-3 shadow-inner">
          <TechGlyph icon={icon.glyph} size={Math.max(icon.width, icon.height)} color={icon.color} />
        </span>
        <div>
          <p className="font-display text-xl font-bold leading-tight">{text}</p>
          <p className="mt-1 text-sm text-on-feature/80 dark:text-moon-2">{applicationType}</p>
        </div>
      </div>
      <p className="mt-5 inline-block rounded-full border border-on-feature/30 px-3 py-1 text-sm font-semibold">
        {suffix}
      </p>
      {/* Sanitised HTML (a <strong> or two), in the banner's own light-on-dark colours. */}
      <div
        className={
          "mt-5 border-t border-on-feature/20 pt-5 text-sm text-on-feature-muted " +
          "[&_strong]:font-semibold [&_strong]:text-on-feature"
        }
        dangerouslySetInnerHTML={{ __html: projectDuration }}
      />
    </div>
  );
}
