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
import { ProjectOutcome } from "./project-outcome";
import { CaseDecisions } from "./case-decisions";
import { CaseSection, SECTION_HEADING } from "./case-section";
import { CaseSteps } from "./case-steps";
import type { ProjectNeighbours } from "./project-neighbours";
import { ProjectPager } from "./project-pager";
import { ProjectStack } from "./project-stack";
import { PROJECT_COVER } from "./project-transition";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

type Props = { project: Project; neighbours: ProjectNeighbours | null };

// From 1024 px the title, the cover and every part of the case study run across the page; only
// the opening splits, the story (7 of 12 columns) beside the facts card (5). Below 1024 px the
// card's parts join the column (the card is `display: contents`) in the phone's order: title,
// cover, facts, story, stack, links; the case study's parts follow, each as wide as the page.
const OPENING = "mt-8 flex flex-col gap-10 lg:grid lg:grid-cols-12 lg:gap-x-12 lg:gap-y-14";
const FACTS_CARD =
  "contents lg:col-span-5 lg:col-start-8 lg:row-start-3 lg:block lg:space-y-8 lg:self-start " +
  "lg:rounded-2xl lg:border lg:border-line lg:bg-card lg:p-6";
// The case study's lead paragraphs: a reading measure, set larger where the page is wide.
const LEAD = "max-w-[48rem] text-lg text-muted lg:text-xl";

/**
 * A project's own page, read as a case: the title, the work large, the story with the facts, the
 * stack and the links beside it, the gallery, then the way on to the previous and the next project.
 */
export function ProjectPage({ project: item, neighbours }: Props) {
  const { t } = useTranslation("portfolio");
  const gallery = useGallery();
  const images = useMemo(
    () =>
      toProjectGallery(
        item.image,
        item.images,
        item.title,
        item.steps?.map((step) => step.image),
      ),
    [item],
  );
  const slides = useMemo(() => toGallerySlides(images.images, item.title), [images, item.title]);
  const cover = images.images[images.coverIndex];
  const hasCase = Boolean(item.challenge || item.steps || item.decisions || item.numbers || item.outcome || item.learned);
  return (
    <article className={`${PAGE_COLUMN} ${SPACE.top} ${SPACE.bottom}`}>
      <BackToPortfolio />

      <div data-case className={OPENING}>
        {/* One shrinkable column on phones: a long title word must wrap, not widen the page. */}
        <header className="order-1 lg:col-span-12 lg:row-start-1">
          <DraftBadge draft={item.draft} className="mb-3" />
          <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">{item.applicationType}</p>
          <h1 className="mt-3 text-4xl font-bold break-words hyphens-auto sm:text-5xl md:text-title">{item.title}</h1>
          <p className="mt-5 max-w-3xl text-xl text-muted">{item.subTitle}</p>
        </header>

        <GalleryImageButton
          gallery={gallery}
          index={images.coverIndex}
          label={t("project.openImage", {
            index: images.coverIndex + 1,
            total: images.images.length,
            alt: cover?.alt ?? item.title,
          })}
          className={
            "group relative order-2 block overflow-hidden rounded-3xl bg-surface-alt shadow-xl lg:col-span-12 lg:row-start-2 " +
            `${IMAGE_EDGE} ${PROJECT_COVER}`
          }
        >
          <ResponsiveImage
            image={item.image}
            alt=""
            priority
            sizes="(min-width: 1280px) 1072px, 100vw"
            className="aspect-[16/10] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.02]"
          />
        </GalleryImageButton>

        {/* The story beside the facts card; on a phone it follows the facts. */}
        <section aria-labelledby="project-about-title" className="order-4 lg:col-span-7 lg:row-start-3">
          <h2 id="project-about-title" className={SECTION_HEADING}>
            {item.descriptionTitle ?? t("project.about")}
          </h2>
          {/* A measure in rem, not ch: a ch is the width of the font's zero, so the text
              re-wrapped when the web font replaced its fallback. */}
          <HtmlContent html={item.description} className="mt-5 max-w-[40rem] text-lg text-muted" />
        </section>

        <aside aria-labelledby="project-facts-title" data-facts-card className={FACTS_CARD}>
          <h2 id="project-facts-title" className="sr-only">
            {t("project.facts")}
          </h2>
          <div className="order-3">
            <ProjectFacts project={item} />
          </div>
          <ProjectStack className="order-5" title={item.techTitle ?? t("project.techTitle")} tech={item.tech} />
          {item.links.length > 0 && (
            <ProjectLinks className="order-6" title={item.linksTitle ?? t("project.links")} links={item.links} />
          )}
        </aside>
      </div>

      {/* The case study: each part the project has, across the page. */}
      {hasCase && (
        <div className="mt-16 flex flex-col gap-16 lg:mt-24 lg:gap-24">
          {item.challenge && (
            <CaseSection id="challenge" title={t("project.challenge")}>
              {/* The problem, set as a lead: the one paragraph a skimming reader should not miss. */}
              <p className={`${LEAD} border-s-4 border-accent ps-5 text-xl text-fg lg:text-2xl`}>{item.challenge}</p>
            </CaseSection>
          )}
          {item.steps && (
            <CaseSection id="steps" title={t("project.steps")}>
              <CaseSteps steps={item.steps} images={images.images} stepIndexes={images.stepIndexes} gallery={gallery} />
            </CaseSection>
          )}
          {item.decisions && (
            <CaseSection id="decisions" title={t("project.decisions")}>
              <CaseDecisions decisions={item.decisions} />
            </CaseSection>
          )}
          {(item.numbers || item.outcome) && (
            <ProjectOutcome numbers={item.numbers} points={item.outcome} headingClass={SECTION_HEADING} />
          )}
          {item.learned && (
            <CaseSection id="learned" title={t("project.learned")}>
              <p className={LEAD}>{item.learned}</p>
            </CaseSection>
          )}
        </div>
      )}

      {images.grid.length > 0 && (
        <section aria-labelledby="project-gallery-title" className="mt-16 lg:mt-24">
          <h2 id="project-gallery-title" className={SECTION_HEADING}>
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
