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

/** A built image (see resolveImage) as AVIF and WebP at the width the layout needs. */
export function ResponsiveImage({ image, alt, sizes = "100vw", priority = false, className, pictureClassName, objectPosition }: Props) {
  return (
    <ArtDirectedPicture
      layers={[{ image, sizes }]}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      pictureClassName={pictureClassName}
      objectPosition={objectPosition}
    />
  );
}
