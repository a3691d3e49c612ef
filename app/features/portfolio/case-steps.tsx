import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import type { Project, ProjectImage } from "~/content/schemas";
import { IMAGE_EDGE } from "./image-edge";

type Props = { steps: NonNullable<Project["steps"]>; images: readonly ProjectImage[]; gallery: Gallery };

/**
 * How the work went, as numbered steps down a rule; a step's picture is one of the gallery's,
 * so it opens the lightbox at that slide.
 */
export function CaseSteps({ steps, images, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <ol className="ms-3.5 space-y-8 border-s border-line ps-6 md:ps-8">
      {steps.map((step, position) => {
        const index = step.image ? images.findIndex((image) => image.src.id === step.image) : -1;
        const picture = images[index];
        return (
          <li key={step.title} className="relative">
            {/* The step's number sits on the rule, like a mark on a proof. */}
            <span
              aria-hidden="true"
              className={
                "absolute -start-6 top-0.5 grid size-7 -translate-x-1/2 place-items-center rounded-full bg-surface " +
                "font-display text-xs font-bold text-accent ring-1 ring-line tabular-nums md:-start-8 rtl:translate-x-1/2"
              }
            >
              {String(position + 1).padStart(2, "0")}
            </span>
            <h3 className="font-display text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 max-w-[40rem] text-lg text-muted">{step.text}</p>
            {picture && (
              <GalleryImageButton
                gallery={gallery}
                index={index}
                label={t("project.openImage", { index: index + 1, total: images.length, alt: picture.alt })}
                // A picture no wider than half the column, and a phone's screen no taller than a
                // hand: the step's words stay the lead.
                className={
                  "group relative mt-4 block w-full overflow-hidden rounded-2xl bg-surface-alt " +
                  `${picture.span === "tall" ? "max-w-48" : "sm:max-w-sm"} ${IMAGE_EDGE}`
                }
              >
                <ResponsiveImage
                  image={picture.src}
                  alt=""
                  sizes="(min-width: 640px) 384px, 100vw"
                  pictureClassName="contents"
                  className="block h-auto w-full transition-transform duration-500 ease-out-soft group-hover:scale-[1.03]"
                />
              </GalleryImageButton>
            )}
          </li>
        );
      })}
    </ol>
  );
}
