import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { uniqueImages } from "~/features/gallery/gallery-slides";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import type { GraphicPanelItem } from "./graphic-project-item";
import { HtmlContent } from "./html-content";
import { IMAGE_EDGE } from "./image-edge";
import { TechList } from "./tech-list";

type Props = { project: GraphicPanelItem; titleId: string; gallery: Gallery };

const LABEL = "font-display text-xs font-semibold uppercase tracking-widest text-ink-2 dark:text-moon-2";

/**
 * The graphic project's case in the slide-in panel; a missing field says so ("N/A", "No
 * technologies listed").
 */
export function GraphicPanelBody({ project, titleId, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  // The same slides as the lightbox's (see GraphicPanel): each image once, the first one large.
  const images = uniqueImages(project.images);
  const [main, ...rest] = images;
  const openLabel = (index: number) =>
    t("panel.openImage", { index: index + 1, total: images.length, alt: images[index]?.alt ?? "" });

  return (
    <>
      <div className="bg-accent-soft px-6 pb-8 pt-6 md:px-10 dark:bg-night-3">
        {/* Ink, not the accent: the accent on the peach banner falls short of 4.5:1. */}
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-ink dark:text-ember">
          {project.category || t("sections.graphic-design")}
        </p>
        <h2 id={titleId} className="mt-2 text-4xl font-bold md:text-5xl">
          {project.title || t("empty")}
        </h2>
        {project.subTitle && <p className="mt-3 text-lg text-ink-2 dark:text-moon-2">{project.subTitle}</p>}
        <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-ink/15 pt-4 dark:border-moon/15">
          <div>
            <dt className={LABEL}>{project.yearText || t("panel.year")}</dt>
            <dd className="mt-1 font-semibold">{project.year ?? t("panel.notAvailable")}</dd>
          </div>
          <div>
            <dt className={LABEL}>{project.clientTitle || t("panel.client")}</dt>
            <dd className="mt-1 font-semibold">
              {project.client && project.clientLink ? (
                <a
                  href={project.clientLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 underline decoration-accent underline-offset-4 dark:decoration-ember"
                >
                  {project.client}
                  <Icon name="external" size={14} />
                  <span className="sr-only">({t("card.newTab")})</span>
                </a>
              ) : (
                project.client || t("panel.notAvailable")
              )}
            </dd>
          </div>
        </dl>
      </div>

      <div className="space-y-10 px-6 py-8 md:px-10">
        {project.description && <HtmlContent html={project.description} />}

        {main && (
          <section aria-labelledby={`${titleId}-images`}>
            <h3 id={`${titleId}-images`} className={LABEL}>
              {t("panel.images")}
            </h3>
            <GalleryImageButton
              gallery={gallery}
              index={0}
              label={openLabel(0)}
              className={`group relative mt-3 block w-full overflow-hidden rounded-2xl bg-paper-2 dark:bg-night-3 ${IMAGE_EDGE}`}
            >
              <ResponsiveImage
                image={main.src}
                alt=""
                sizes="(min-width: 768px) 620px, 100vw"
                className="aspect-[16/10] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03]"
              />
            </GalleryImageButton>
            {rest.length > 0 && (
              <ul className="mt-3 grid grid-cols-4 gap-3">
                {rest.map((image, position) => (
                  <li key={image.src.id}>
                    <GalleryImageButton
                      gallery={gallery}
                      index={position + 1}
                      label={openLabel(position + 1)}
                      className={
                        "relative block w-full overflow-hidden rounded-lg bg-paper-2 ring-accent hover:ring-2 " +
                        `dark:bg-night-3 dark:ring-ember ${IMAGE_EDGE}`
                      }
                    >
                      <ResponsiveImage image={image.src} alt="" sizes="150px" className="aspect-square w-full object-cover" />
                    </GalleryImageButton>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <Block title={project.techTitle || t("panel.technologies")}>
          <TechList tech={project.tech} />
        </Block>
        {project.goals && <Block title={t("panel.goals")}>{project.goals}</Block>}
        {project.role && <Block title={t("panel.role")}>{project.role}</Block>}
        {project.challenges && <Block title={t("panel.challenges")}>{project.challenges}</Block>}

        {project.testimonial && (
          <figure className="rounded-2xl border-l-4 border-accent bg-paper-2 p-6 dark:border-ember dark:bg-night-3">
            <figcaption className={LABEL}>{t("panel.testimonial")}</figcaption>
            <blockquote className="mt-3 font-display text-xl font-medium leading-snug">
              {t("panel.quote", { quote: project.testimonial.quote })}
            </blockquote>
            <p className="mt-3 text-sm text-ink-2 dark:text-moon-2">{project.testimonial.author}</p>
          </figure>
        )}

        {project.tags.length > 0 && (
          <Block title={t("panel.tags")}>
            <ul className="flex flex-wrap gap-2">
              {project.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-ink px-3 py-1 text-sm font-medium text-paper dark:bg-moon dark:text-night">
                  {tag}
                </li>
              ))}
            </ul>
          </Block>
        )}
      </div>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={LABEL}>{title}</h3>
      <div className="mt-3 text-ink dark:text-moon">{children}</div>
    </section>
  );
}
