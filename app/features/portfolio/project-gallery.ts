import type { ResponsiveImageData } from "~/content/image-types";
import type { ProjectImage } from "~/content/schemas";
import { uniqueImages } from "~/features/gallery/gallery-slides";

export type ProjectGallery = {
  /** Every image the page shows, each once, in the lightbox's order. */
  images: ProjectImage[];
  /** The slide of the header's cover image. */
  coverIndex: number;
  /** For each case-study step, the slide its picture shows, or -1 where the step shows none. */
  stepIndexes: number[];
  /** The images of the gallery grid (those neither the cover nor a step shows) with their slide numbers. */
  grid: Array<{ image: ProjectImage; index: number }>;
};

/**
 * Each picture shows once on the page: the cover in the header, a step's picture at the first step
 * that names it (a step naming the cover, or a picture an earlier step showed, shows none), and the
 * gallery grid the rest, so the same art never follows itself down the page. Every picture stays
 * in the one lightbox. A cover that is not among the project's images becomes the first slide,
 * described by the project's title.
 */
export function toProjectGallery(
  cover: ResponsiveImageData,
  images: readonly ProjectImage[],
  title: string,
  stepImages: ReadonlyArray<string | undefined> = [],
): ProjectGallery {
  const unique = uniqueImages(images);
  const found = unique.findIndex((image) => image.src.id === cover.id);
  const all = found === -1 ? [{ src: cover, alt: title, span: "wide" as const }, ...unique] : unique;
  const coverIndex = found === -1 ? 0 : found;
  const shown = new Set([coverIndex]);
  const stepIndexes = stepImages.map((id) => {
    const index = id === undefined ? -1 : all.findIndex((image) => image.src.id === id);
    if (index === -1 || shown.has(index)) return -1;
    shown.add(index);
    return index;
  });
  return {
    images: all,
    coverIndex,
    stepIndexes,
    grid: all.map((image, index) => ({ image, index })).filter(({ index }) => !shown.has(index)),
  };
}
