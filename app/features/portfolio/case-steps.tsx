import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import type { Project, ProjectImage } from "~/content/schemas";
import { IMAGE_EDGE } from "./image-edge";

type Props = {
  steps: NonNullable<Project["steps"]>;
  /** The lightbox's slides, and for each step the slide its picture shows (-1: none; see toProjectGallery). */
  images: readonly ProjectImage[];
  stepIndexes: readonly number[];
  gallery: Gallery;
};

// From 1024 px a step is a row across the page: its number and title on the left, and on the right
// what shows the step, its picture large (the words then under the title) or, without one, its words.
const ROW = "grid gap-4 border-t border-line pt-6 lg:grid-cols-12 lg:gap-x-12 lg:pt-10";
const HEAD = "lg:col-span-5";
const BODY = "lg:col-span-7";
const TALL_PICTURE = "mx-auto h-[28rem] w-auto max-w-full rounded-xl object-contain lg:h-[32rem]";

/**
 * How the work went, as numbered rows; a step's picture is one of the gallery's slides, so it
 * opens the lightbox there.
 */
export function CaseSteps({ steps, images, stepIndexes, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <ol className="grid gap-10 lg:gap-14">
      {steps.map((step, position) => {
        const index = stepIndexes[position] ?? -1;
        const picture = images[index];
        const words = <p className="max-w-[40rem] text-lg text-muted">{step.text}</p>;
        return (
          <li key={step.title} data-step={picture ? "picture" : "words"} className={ROW}>
            <div className={HEAD}>
              <span aria-hidden="true" className="block font-display text-sm font-bold text-accent tabular-nums lg:text-4xl">
                {String(position + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 font-display text-xl font-semibold lg:mt-4 lg:text-2xl">{step.title}</h3>
              {picture && <div className="mt-3">{words}</div>}
            </div>
            {picture ? (
              <GalleryImageButton
                gallery={gallery}
                index={index}
                label={t("project.openImage", {
                  index: index + 1,
                  total: images.length,
                  alt: picture.alt,
                })}
                // A tall picture (a phone's screen) stands whole on a well, its height set, so its box has
                // its size (from the width and height it carries) before the lazy file arrives.
                className={
                  `group relative block w-full overflow-hidden rounded-2xl bg-surface-alt ${BODY} ${IMAGE_EDGE} ` +
                  (picture.span === "tall" ? "p-6 md:p-8" : "")
                }
              >
                <ResponsiveImage
                  image={picture.src}
                  alt=""
                  sizes="(min-width: 1280px) 620px, (min-width: 1024px) 56vw, 100vw"
                  pictureClassName="contents"
                  className={
                    "block transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] " +
                    (picture.span === "tall" ? TALL_PICTURE : "h-auto w-full")
                  }
                />
              </GalleryImageButton>
            ) : (
              <div className={`${BODY} lg:pt-14 lg:[&_p]:text-xl`}>{words}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
