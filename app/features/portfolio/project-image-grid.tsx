import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import { IMAGE_EDGE } from "./image-edge";
import type { ProjectGallery } from "./project-gallery";
import { fillRows } from "~/lib/fill-rows";

/** One column on phones, two from sm, three from md up, as the grid's classes say. */
const GALLERY_COLUMNS = { sm: 2, md: 3 } as const;

// On a phone each image stands alone at its own aspect, whole: in two columns of 155 px tall
// tiles the crop cut the subjects. From sm every row has the same height, and fillRows widens
// images so each row is full: no hole beside a tall image at any width. Class names are spelled
// out whole for Tailwind to find them.
const SM_SPAN: Record<number, string> = { 1: "sm:col-span-1", 2: "sm:col-span-2" };
const MD_SPAN: Record<number, string> = { 1: "md:col-span-1", 2: "md:col-span-2", 3: "md:col-span-3" };

/** The image's share of the page width, for the browser's choice of file. */
function sizes(sm: number, md: number): string {
  const share = (span: number, columns: number) => `${Math.round((span / columns) * 100)}vw`;
  return `(min-width: 768px) ${share(md, GALLERY_COLUMNS.md)}, (min-width: 640px) ${share(sm, GALLERY_COLUMNS.sm)}, 100vw`;
}

type Props = { items: ProjectGallery["grid"]; total: number; gallery: Gallery };

export function ProjectImageGrid({ items, total, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  const single = items.length === 1;
  // A wide image wants two columns, a tall one one.
  const wanted = items.map(({ image }) => (image.span === "wide" ? 2 : 1));
  const sm = fillRows(wanted, GALLERY_COLUMNS.sm);
  const md = fillRows(wanted, GALLERY_COLUMNS.md);
  return (
    <ul
      data-layout={single ? "single" : "grid"}
      className={
        single
          ? "grid"
          : "grid grid-cols-1 gap-4 sm:auto-rows-[clamp(9rem,40vw,16rem)] sm:grid-cols-2 md:auto-rows-[clamp(16rem,30vw,28rem)] " +
            "md:grid-cols-3 md:gap-6"
      }
    >
      {items.map(({ image, index }, position) => {
        const span = `${SM_SPAN[sm[position]!]} ${MD_SPAN[md[position]!]}`;
        return (
          <li key={image.src.id} data-span={image.span} className={single ? "" : `sm:relative ${span}`}>
            <GalleryImageButton
              gallery={gallery}
              index={index}
              label={t("project.openImage", { index: index + 1, total, alt: image.alt })}
              className={
                "group block w-full overflow-hidden rounded-2xl bg-surface-alt " +
                `${IMAGE_EDGE} ${single ? "relative" : "relative sm:absolute sm:inset-0 sm:h-full"}`
              }
            >
              <ResponsiveImage
                image={image.src}
                alt=""
                sizes={single ? "(min-width: 1280px) 1200px, 100vw" : sizes(sm[position]!, md[position]!)}
                pictureClassName={single ? undefined : "contents"}
                className={
                  "w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] " +
                  `${single ? "h-auto" : "h-auto sm:h-full"}`
                }
              />
            </GalleryImageButton>
          </li>
        );
      })}
    </ul>
  );
}
