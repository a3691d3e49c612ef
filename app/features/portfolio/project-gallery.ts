import type { ResponsiveImageData } from "~/content/image-types";
import type { ProjectImage } from "~/content/schemas";
import { uniqueImages } from "~/features/gallery/gallery-slides";

export type ProjectGallery = {
  /** Every image the page shows, each once, in the lightbox's order. */
  images: ProjectImage[];
  /** The slide of the header's cover image. */
  coverIndex: number;
  /** The images of the gallery grid (all but the cover) with their slide numbers. */
  grid: Array<{ image: ProjectImage; index: number }>;
};

/**
 * The project page shows its cover in the header; the gallery grid below shows the other images,
 * so no image appears twice on the page. Both open the same lightbox. A cover that is not among
 * the project's images becomes the first slide, described by the project's title.
 */
export function toProjectGallery(cover: ResponsiveImageData, images: readonly ProjectImage[], title: string): ProjectGallery {
  const unique = uniqueImages(images);
  const found = unique.findIndex((image) => image.src.id === cover.id);
  const all = found === -1 ? [{ src: cover, alt: title, span: "wide" as const }, ...unique] : unique;
  const coverIndex = found === -1 ? 0 : found;
  return {
    images: all,
    coverIndex,
    grid: all.map((image, index) => ({ image, index })).filter(({ index }) => index !== coverIndex),
  };
}
