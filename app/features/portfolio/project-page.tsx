import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { DraftBadge } from "~/components/ui/draft-badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import { toGallerySlides } from "~/features/gallery/gallery-slides";
import { LazyLightbox } from "~/features/gallery/lazy-lightbox";
import { useGallery } from "~/features/gallery/use-gallery";
import type { Project } from "~/content/schemas";
import { BackToPortfolio } from "./back-to-portfolio";
import { HtmlContent } from "~/components/ui/html-content";
import { IMAGE_EDGE } from "./image-edge";
import { toProjectGallery } from "./project-gallery";
import { ProjectImageGrid } from "./project-image-grid";
import { ProjectFacts } from "./project-facts";
import { ProjectLinks } from "./project-links";
import type { ProjectNeighbours } from "./project-neighbours";
import { ProjectPager } from "./project-pager";
import { ProjectStack } from "./project-stack";
import { PROJECT_COVER } from "./project-transition";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

type Props = { project: Project; neighbours: ProjectNeighbours | null };

/**
 * A project's own page, read as a case: the title and the facts at a glance, the story with its
 * links and stack, the gallery, then the way on to the previous and the next project.
 */
export function ProjectPage({ project: item, neighbours }: Props) {
  const { t } = useTranslation("portfolio");
  const gallery = useGallery();
  const images = useMemo(() => toProjectGallery(item.image, item.images, item.title), [item]);
  const slides = useMemo(() => toGallerySlides(images.images, item.title), [images, item.title]);
  const cover = images.images[images.coverIndex];
  return (
    <article className={`${PAGE_COLUMN} ${SPACE.top} ${SPACE.bottom}`}>
      <BackToPortfolio />

      {/* One shrinkable column on phones: a long title word must wrap, not widen the page. From
          1024 px the words and the picture share the row equally (a narrower words column wrapped
          a fact to three lines) and start at the same height. */}
      <header className="mt-8 grid grid-cols-1 items-start gap-10 lg:grid-cols-2">
        <div>
          <DraftBadge draft={item.draft} className="mb-3" />
          <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">
            {item.applicationType}
          </p>
          <h1 className="mt-3 text-4xl font-bold break-words hyphens-auto sm:text-5xl md:text-title">{item.title}</h1>
          <p className="mt-5 text-xl text-muted">{item.subTitle}</p>
          <ProjectFacts project={item} />
        </div>
        <GalleryImageButton
          gallery={gallery}
          index={images.coverIndex}
          label={t("project.openImage", { index: images.coverIndex + 1, total: images.images.length, alt: cover?.alt ?? item.title })}
          className={`group relative block overflow-hidden rounded-3xl bg-surface-alt shadow-xl ${IMAGE_EDGE} ${PROJECT_COVER}`}
        >
          <ResponsiveImage
            image={item.image}
            alt=""
            priority
            sizes="(min-width: 1280px) 520px, (min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.02]"
          />
        </GalleryImageButton>
      </header>

      <div className="mt-16 space-y-12">
        <section aria-labelledby="project-about-title">
          <h2 id="project-about-title" className="text-3xl font-bold">
            {item.descriptionTitle ?? t("project.about")}
          </h2>
          {/* A measure in rem, not ch: a ch is the width of the font's zero, so the text
              re-wrapped when the web font replaced its fallback. */}
          <HtmlContent html={item.description} className="mt-5 max-w-[40rem] text-lg text-muted" />
        </section>
        <ProjectStack title={item.techTitle ?? t("project.techTitle")} tech={item.tech} />
        {item.links.length > 0 && <ProjectLinks title={item.linksTitle ?? t("project.links")} links={item.links} />}
      </div>

      {images.grid.length > 0 && (
        <section aria-labelledby="project-gallery-title" className="mt-20">
          <h2 id="project-gallery-title" className="text-3xl font-bold">
            {t("project.gallery")}
          </h2>
          <div className="mt-6">
            <ProjectImageGrid items={images.grid} total={images.images.length} gallery={gallery} />
          </div>
        </section>
      )}
      {neighbours && <ProjectPager neighbours={neighbours} />}
      <LazyLightbox gallery={gallery} slides={slides} finite />
    </article>
  );
}
