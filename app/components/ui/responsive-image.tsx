import type { ResponsiveImageData as Image } from "~/content/image-types";
import { ArtDirectedPicture } from "./art-directed-picture";

type Props = {
  image: Image;
  /** Describe what the image shows; "" for a decorative image. */
  alt: string;
  /** The width the image takes in the layout, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The largest image in the first view: loads at once, ahead of other images. */
  priority?: boolean;
  className?: string;
  pictureClassName?: string;
  /** Which part of the image a cropping box keeps (CSS object-position), e.g. "left top". */
  objectPosition?: string;
};

/**
 * A built image (see resolveImage) as AVIF and WebP at the width the layout needs. An image with
 * a dark twin is two pictures, one per theme, picked by CSS from the `dark` class on <html>
 * before first paint. The twin is always lazy, and a lazy image that is not displayed is never
 * fetched, so the light theme downloads only the light picture.
 */
export function ResponsiveImage({ image, alt, sizes = "100vw", priority = false, className, pictureClassName, objectPosition }: Props) {
  const picture = (shown: Image, theme?: "light" | "dark") => (
    <ArtDirectedPicture
      layers={[{ image: shown, sizes }]}
      alt={alt}
      loading={priority && theme !== "dark" ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      pictureClassName={pictureClassName}
      objectPosition={objectPosition}
      theme={theme}
    />
  );
  if (!image.dark) return picture(image);
  return (
    <>
      {picture(image, "light")}
      {picture(image.dark, "dark")}
    </>
  );
}
