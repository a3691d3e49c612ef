import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Localized } from "~/i18n/languages";
import { useLocalized } from "~/i18n/use-localized";
import type { Project } from "~/content/schemas";
import { BackToPortfolio } from "./back-to-portfolio";
import { HtmlContent } from "./html-content";
import { ProjectImageGrid } from "./project-image-grid";
import { ProjectLinks } from "./project-links";
import { ProjectSideBanner } from "./project-side-banner";
import { TechIconList } from "./tech-icon-list";

/** Spec §2, project detail: hero, story, links, technologies, side banner and image gallery. */
export function ProjectPage({ project }: { project: Localized<Project> }) {
  const { t } = useTranslation("portfolio");
  const item = useLocalized(project);
  return (
    <article className="mx-auto max-w-7xl px-6 pb-24 pt-10 md:px-10">
      <BackToPortfolio />

      <header className="mt-8 grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent dark:text-ember">
            {item.applicationType}
          </p>
          <h1 className="mt-3 text-5xl font-bold md:text-6xl">{item.title}</h1>
          <p className="mt-5 text-xl text-ink-2 dark:text-moon-2">{item.subTitle}</p>
        </div>
        <div className="overflow-hidden rounded-3xl bg-paper-2 shadow-xl dark:bg-night-2">
          <ResponsiveImage
            image={item.image}
            alt={item.images[0]?.alt ?? ""}
            priority
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
            className="aspect-[16/10] w-full object-cover"
          />
        </div>
      </header>

      <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="space-y-12">
          <section aria-labelledby="project-about-title">
            <h2 id="project-about-title" className="text-3xl font-bold">
              {item.titleDescription}
            </h2>
            <HtmlContent html={item.description} className="mt-5 max-w-[68ch] text-lg" />
          </section>
          <ProjectLinks title={item.linkTitle} links={item.links} />
          <TechIconList title={item.techTitle} tech={item.tech} />
        </div>
        <aside aria-label={t("project.type")} className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <ProjectSideBanner
            applicationType={item.applicationType}
            applicationTypeDetail={item.applicationTypeDetail}
            projectDuration={item.projectDuration}
          />
        </aside>
      </div>

      <section aria-labelledby="project-gallery-title" className="mt-20">
        <h2 id="project-gallery-title" className="text-3xl font-bold">
          {t("project.gallery")}
        </h2>
        <div className="mt-6">
          <ProjectImageGrid images={item.images} title={item.title} />
        </div>
      </section>
    </article>
  );
}
