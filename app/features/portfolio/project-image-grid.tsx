import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ProjectImage } from "~/content/schemas";
import { toGallerySlides } from "~/features/gallery/gallery-slides";
import { LazyLightbox } from "~/features/gallery/lazy-lightbox";
import { useGallery } from "~/features/gallery/use-gallery";

// Wide images take two columns, tall ones one; from md up every row has the same height, so a
// wide and a tall image sit side by side. A single image gets the whole width (spec §2).
const SPAN = {
  wide: { item: "col-span-2 aspect-[16/10] md:aspect-auto", sizes: "(min-width: 768px) 66vw, 100vw" },
  tall: { item: "col-span-1 aspect-[3/4] md:aspect-auto", sizes: "(min-width: 768px) 33vw, 50vw" },
} as const;

type Props = { images: readonly ProjectImage[]; title: string };

export function ProjectImageGrid({ images, title }: Props) {
  const { t } = useTranslation("portfolio");
  const gallery = useGallery();
  const slides = useMemo(() => toGallerySlides(images, title), [images, title]);
  const single = images.length === 1;
  return (
    <>
      <ul
        data-layout={single ? "single" : "grid"}
        className={single ? "grid" : "grid grid-flow-dense grid-cols-2 gap-4 md:auto-rows-[clamp(16rem,30vw,28rem)] md:grid-cols-3 md:gap-6"}
      >
        {images.map((image, index) => {
          const span = SPAN[image.span];
          return (
            <li key={image.src.id} data-span={image.span} className={single ? "" : `relative ${span.item}`}>
              <button
                type="button"
                onClick={() => gallery.show(index)}
                aria-label={t("project.openImage", { index: index + 1, total: images.length, alt: image.alt })}
                className={`group block w-full overflow-hidden rounded-2xl bg-paper-2 dark:bg-night-2 ${single ? "" : "absolute inset-0 h-full"}`}
              >
                <ResponsiveImage
                  image={image.src}
                  alt=""
                  sizes={single ? "(min-width: 1280px) 1200px, 100vw" : span.sizes}
                  pictureClassName={single ? undefined : "contents"}
                  className={`w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] ${single ? "h-auto" : "h-full"}`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <LazyLightbox slides={slides} index={gallery.index} open={gallery.open} onClose={gallery.close} finite />
    </>
  );
}
