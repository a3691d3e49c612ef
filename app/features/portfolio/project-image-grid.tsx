import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import { IMAGE_EDGE } from "./image-edge";
import type { ProjectGallery } from "./project-gallery";

// Wide images take two columns, tall ones one; from md up every row has the same height, so a wide
// and a tall image sit side by side. A single image gets the whole width, so it is not lost in an
// empty grid.
const SPAN = {
  wide: { item: "col-span-2 aspect-[16/10] md:aspect-auto", sizes: "(min-width: 768px) 66vw, 100vw" },
  tall: { item: "col-span-1 aspect-[3/4] md:aspect-auto", sizes: "(min-width: 768px) 33vw, 50vw" },
} as const;

type Props = { items: ProjectGallery["grid"]; total: number; gallery: Gallery };

export function ProjectImageGrid({ items, total, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  const single = items.length === 1;
  return (
    <ul
      data-layout={single ? "single" : "grid"}
      className={single ? "grid" : "grid grid-flow-dense grid-cols-2 gap-4 md:auto-rows-[clamp(16rem,30vw,28rem)] md:grid-cols-3 md:gap-6"}
    >
      {items.map(({ image, index }) => {
        const span = SPAN[image.span];
        return (
          <li key={image.src.id} data-span={image.span} className={single ? "" : `relative ${span.item}`}>
            <GalleryImageButton
              gallery={gallery}
              index={index}
              label={t("project.openImage", { index: index + 1, total, alt: image.alt })}
              className={
                "group block w-full overflow-hidden rounded-2xl bg-surface-alt " +
                `${IMAGE_EDGE} ${single ? "relative" : "absolute inset-0 h-full"}`
              }
            >
              <ResponsiveImage
                image={image.src}
                alt=""
                sizes={single ? "(min-width: 1280px) 1200px, 100vw" : span.sizes}
                pictureClassName={single ? undefined : "contents"}
                className={
                  "w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] " +
                  `${single ? "h-auto" : "h-full"}`
                }
              />
            </GalleryImageButton>
          </li>
        );
      })}
    </ul>
  );
}
