import { toLightboxSlides } from "~/content/lightbox";
import type { LightboxSlide, ProjectImage } from "~/content/schemas";

/** An image slide: the lightbox slide plus a small file for the thumbnail strip. */
export type GalleryImageSlide = LightboxSlide & { type?: "image"; thumbnail: string };

/** A video slide: a project can show a screen recording beside its pictures. */
type GalleryVideoSlide = {
  type: "video";
  title?: string;
  description?: string;
  poster?: string;
  thumbnail?: string;
  width: number;
  height: number;
  sources: Array<{ src: string; type: string }>;
};

export type GallerySlide = GalleryImageSlide | GalleryVideoSlide;

/**
 * The slides for a project's images. Every width the image pipeline built goes into srcSet, so
 * the lightbox picks the file that fits the screen (it derives `sizes` from the slide's box).
 * Thumbnails are 120 × 80 px: the smallest width is sharp enough even on a 2× screen.
 */
export function toGallerySlides(images: readonly ProjectImage[], title?: string): GalleryImageSlide[] {
  return toLightboxSlides(uniqueImages(images), title).map((slide) => ({
    ...slide,
    thumbnail: slide.srcSet[0]?.src ?? slide.src,
  }));
}

/** The images in their order, each file once: an image listed twice would be a twin slide and thumbnail. */
export function uniqueImages(images: readonly ProjectImage[]): ProjectImage[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    if (seen.has(image.src.id)) return false;
    seen.add(image.src.id);
    return true;
  });
}
