import type { CSSProperties } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GalleryImageButton } from "~/features/gallery/gallery-image-button";
import type { Gallery } from "~/features/gallery/use-gallery";
import { aspectRows } from "~/lib/aspect-rows";
import { IMAGE_EDGE } from "./image-edge";
import type { ProjectGallery } from "./project-gallery";

// From 640 px a picture's width: its share of the row's width less the gaps between the pictures
// (the 2 px keep rounding from pushing the last picture to a row of its own).
const SHARED_BASIS = "sm:basis-[calc((100%-var(--gaps)*var(--gallery-gap)-2px)*var(--share))]";

type Item = ProjectGallery["grid"][number];
type Props = { items: ProjectGallery["grid"]; total: number; gallery: Gallery };

const aspectOf = ({ image }: Item) => image.src.width / image.src.height;

/** The rows the pictures fall into, in order. */
function toRows(items: readonly Item[]): Item[][] {
  let start = 0;
  return aspectRows(items.map(aspectOf)).map((size) => items.slice(start, (start += size)));
}

/**
 * The gallery shows every picture whole, at its own aspect: a browser mock is never cut into a
 * portrait frame. On a phone each picture takes the width; from 640 px the pictures of a row
 * share its width in proportion to their aspects, which makes them equally tall and the row
 * exactly full at every width. Each starts 2 px short of its share (so a row never overflows into
 * the next line) and grows by its share, which hands the 2 px back in the same proportion. Each
 * picture has its caption under it.
 */
export function ProjectImageGrid({ items, total, gallery }: Props) {
  const { t } = useTranslation("portfolio");
  const single = items.length === 1;
  const rows = single ? [items] : toRows(items);
  return (
    <ul
      data-layout={single ? "single" : "grid"}
      // Rows further apart than pictures, so each caption reads with the picture above it.
      className="flex flex-wrap gap-x-(--gallery-gap) gap-y-8 [--gallery-gap:1rem] md:gap-y-10 md:[--gallery-gap:1.5rem]"
    >
      {rows.map((row) => {
        const sum = row.reduce((all, item) => all + aspectOf(item), 0);
        return row.map((item) => {
          const { image, index } = item;
          const share = aspectOf(item) / sum;
          // Custom properties, so the share applies from 640 px only (a phone stacks the pictures).
          // Plain numbers: the width's calc() is in the class, where validators read it as CSS (the
          // Nu checker takes a calc() in a custom property of a style attribute for a type error).
          const style = { "--share": share.toFixed(6), "--gaps": row.length - 1 } as CSSProperties;
          return (
            <li
              key={image.src.id}
              data-span={image.span}
              style={single ? undefined : style}
              className={single ? "basis-full" : `min-w-0 basis-full sm:grow-(--share) ${SHARED_BASIS}`}
            >
              <GalleryImageButton
                gallery={gallery}
                index={index}
                label={t("project.openImage", { index: index + 1, total, alt: image.alt })}
                className={`group relative block w-full overflow-hidden rounded-2xl bg-surface-alt ${IMAGE_EDGE}`}
              >
                <ResponsiveImage
                  image={image.src}
                  alt=""
                  sizes={single ? "(min-width: 1280px) 1200px, 100vw" : `(min-width: 640px) ${Math.ceil(share * 100)}vw, 100vw`}
                  pictureClassName="contents"
                  className="block h-auto w-full transition-transform duration-500 ease-out-soft group-hover:scale-[1.03]"
                />
              </GalleryImageButton>
              {/* The lightbox's caption, here too: a reader sees what each picture shows without
                  opening it. The row's pictures are equally tall, so the captions start on one line. */}
              <p data-caption className="mt-2 text-sm text-muted">
                {image.alt}
              </p>
            </li>
          );
        });
      })}
    </ul>
  );
}
