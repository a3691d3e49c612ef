import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalized } from "~/i18n/use-localized";
import type { Localized } from "~/i18n/languages";
import type { Project } from "~/content/schemas";

export function ProjectPage({ project }: { project: Localized<Project> }) {
  const { t } = useTranslation("portfolio");
  const item = useLocalized(project);
  return (
    <article className="mx-auto max-w-6xl px-6 py-16">
      <Link to="/portfolio" className="font-semibold underline">
        {t("project.back")}
      </Link>
      <h1 className="mt-6 text-4xl font-bold md:text-5xl">{item.title}</h1>
    </article>
  );
}
