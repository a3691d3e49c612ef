import { Chip } from "~/components/ui/chip";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { TechList } from "~/components/ui/tech-list";
import { uniqueImages } from "~/features/gallery/gallery-slides";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import { GraphicPanelHeader } from "./graphic-panel-header";
import type { GraphicCardData, GraphicPanelData } from "./page-data";
import { HtmlContent } from "~/components/ui/html-content";
import { IMAGE_EDGE } from "./image-edge";
import { ClientName } from "./client-name";
import { ProjectFact } from "./project-fact";

type Props = { card: GraphicCardData; project: GraphicPanelData; titleId: string; gallery: Gallery };

const LABEL = "font-display text-xs font-semibold uppercase tracking-widest text-muted";

/**
 * The main image's greatest height in px, so at a desk the title, year and client still show on
 * the first screen; a picture of 620:400 or wider runs the text column's whole width.
 */
const MAIN_IMAGE_HEIGHT = 400;

/** The frame's greatest width: as wide as keeps the picture's shape under MAIN_IMAGE_HEIGHT. */
function mainImageWidth({ width, height }: { width: number; height: number }): string {
  return `${(MAIN_IMAGE_HEIGHT * width) / height}px`;
}

/**
 * The graphic project's case in the slide-in panel, once its texts are in: its main image, then
 * the facts, then the text. A missing field says so ("N/A", "No technologies listed").
 */
export function GraphicPanelBody({ card, project, titleId, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  // The same slides as the lightbox's (see GraphicPanel): each image once, the first one large.
  const images = uniqueImages(project.images);
  const [main, ...rest] = images;
  const openLabel = (index: number) =>
    t("panel.openImage", { index: index + 1, total: images.length, alt: images[index]?.alt ?? "" });

  // The work first: the main image and its thumbnails, then the facts, then the story.
  return (
    <>
      {main && (
        <section aria-label={t("panel.images")} className="px-5 py-6 md:px-10">
          {/* Whole at its own shape, never cropped (a piece's lettering reached the frame's edge
              when it was cover-cropped into a 16:10 box), and the frame is the image's own size (in
              a wider frame the well showed as bars of a second grey beside the art's own ground).
              A landscape picture runs the text column's width, edge to edge with the text below
              (narrowed to a 320 px height, it stood 55 px in from the text on each side). */}
          <div className="mx-auto" style={{ maxWidth: mainImageWidth(main.src) }}>
            <GalleryImageButton
              gallery={gallery}
              index={0}
              label={openLabel(0)}
              className={`relative block w-full overflow-hidden rounded-2xl bg-well ring-accent hover:ring-2 ${IMAGE_EDGE}`}
            >
              <ResponsiveImage
                image={main.src}
                alt=""
                sizes="(min-width: 768px) 620px, 100vw"
                pictureClassName="block"
                className="block h-auto w-full object-contain"
              />
            </GalleryImageButton>
            {/* One row height, top-aligned, each picture at its own width on its own ground (a
                slot of one shared shape showed its fill as a frame round a picture of another
                shape); the row wraps when the pictures are wider than the column. */}
            {rest.length > 0 && (
              <ul className="mt-3 flex flex-wrap items-start gap-3">
                {rest.map((image, position) => (
                  <li key={image.src.id}>
                    <GalleryImageButton
                      gallery={gallery}
                      index={position + 1}
                      label={openLabel(position + 1)}
                      // The image the lightbox last showed keeps a ring, so the visitor sees where they were.
                      current={gallery.index === position + 1}
                      className="group relative block rounded-lg"
                    >
                      {/* Whole, not cropped: a thumbnail of a lettered piece must not cut its words.
                          The frame has the picture's shape before the file arrives: no shift. */}
                      <span
                        data-testid="thumbnail-frame"
                        className={
                          "block h-24 overflow-hidden rounded-lg ring-accent group-hover:ring-2 " +
                          `group-aria-[current=true]:ring-2 ${IMAGE_EDGE}`
                        }
                        style={{ aspectRatio: `${image.src.width} / ${image.src.height}` }}
                      >
                        <ResponsiveImage
                          image={image.src}
                          alt=""
                          sizes="200px"
                          pictureClassName="contents"
                          className="block size-full object-contain"
                        />
                      </span>
                    </GalleryImageButton>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}

      <GraphicPanelHeader card={card} titleId={titleId}>
        {project.subTitle && <p className="mt-3 text-lg text-muted">{project.subTitle}</p>}
        <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-fg/15 pt-4">
          <ProjectFact label={project.yearTitle ?? t("panel.year")}>{card.year ?? t("panel.notAvailable")}</ProjectFact>
          <ProjectFact label={project.clientTitle ?? t("panel.client")}>
            {project.client ? <ClientName client={project.client} link={project.clientLink} /> : t("panel.notAvailable")}
          </ProjectFact>
        </dl>
      </GraphicPanelHeader>

      <div className="space-y-10 px-5 py-8 md:px-10">
        {project.description && <HtmlContent html={project.description} className="text-muted" />}

        <Block title={project.techTitle || t("panel.technologies")}>
          <TechList tech={project.tech} fallback={{ empty: t("panel.noTechnologies"), unnamed: t("panel.noTechTitle") }} />
        </Block>
        {project.goals && <Block title={t("panel.goals")}>{project.goals}</Block>}
        {project.role && <Block title={t("panel.role")}>{project.role}</Block>}
        {project.challenges && <Block title={t("panel.challenges")}>{project.challenges}</Block>}

        {/* A filled card, the site's one drawing of a callout: a side bar on a rounded box bent at its corners. */}
        {project.testimonial && (
          <figure className="rounded-2xl bg-well p-6">
            <figcaption className={LABEL}>{t("panel.testimonial")}</figcaption>
            <blockquote className="mt-3 font-display text-xl font-medium leading-snug">
              {t("panel.quote", { quote: project.testimonial.quote })}
            </blockquote>
            <p className="mt-3 text-sm text-muted">{project.testimonial.author}</p>
          </figure>
        )}

        {project.tags.length > 0 && (
          <Block title={t("panel.tags")}>
            <ul className="flex flex-wrap gap-2">
              {project.tags.map((tag) => (
                <Chip key={tag}>{tag}</Chip>
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
      <div className="mt-3 text-fg">{children}</div>
    </section>
  );
}
