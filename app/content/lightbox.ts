import type { LightboxSlide, ProjectImage } from "./schemas";

/** "/img/a-400.webp 400w, /img/a-800.webp 800w" → [{ src, width }, …]. */
function parseSrcSet(srcSet: string): Array<{ src: string; width: number }> {
  return srcSet
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([src, descriptor]) => src && descriptor?.endsWith("w"))
    .map(([src, descriptor]) => ({ src: src!, width: Number.parseInt(descriptor!, 10) }));
}

/** The slides the lightbox shows for a gallery: each image with its size and smaller versions. */
export function toLightboxSlides(images: ProjectImage[], title?: string): LightboxSlide[] {
  return images.map(({ src: image, alt }) => ({
    src: image.src,
    alt,
    title,
    width: image.width,
    height: image.height,
    srcSet: parseSrcSet(image.webp).map(({ src, width }) => ({
      src,
      width,
      height: Math.round((width * image.height) / image.width),
    })),
    description: alt,
  }));
}
