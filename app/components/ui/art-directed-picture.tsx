import type { ResponsiveImageData } from "~/content/image-types";
import { preloadPicture } from "./picture-preload";

/** One image of an art-directed picture: shown while `media` matches (the last has none). */
type PictureLayer = { image: ResponsiveImageData; sizes: string; media?: string };

type Props = {
  layers: readonly PictureLayer[];
  alt: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  pictureClassName?: string;
  /** Which part of the image a cropping box (object-fit: cover) keeps, as CSS object-position. */
  objectPosition?: string;
  /** The only theme this picture shows in (app.css hides it in the other); both when unset. */
  theme?: "light" | "dark";
};

/**
 * A <picture> that swaps whole images by media query (art direction) and lets the browser pick
 * AVIF or WebP and the width. Each source carries its own width and height, so the box keeps the
 * right aspect ratio at every breakpoint before the image arrives. An eager, high-priority picture
 * (a page's largest paint) is also asked for from the top of the head.
 */
export function ArtDirectedPicture(props: Props) {
  const { layers, alt, loading = "lazy", fetchPriority, className, pictureClassName, objectPosition, theme } = props;
  const fallback = layers.at(-1);
  if (!fallback) return null;
  if (loading === "eager" && fetchPriority === "high") preloadPicture(layers);
  const placeholder = fallback.image.placeholder;
  const style = placeholder || objectPosition ? { backgroundColor: placeholder, objectPosition } : undefined;
  return (
    <picture className={pictureClassName} data-theme-only={theme}>
      {layers.flatMap(({ image, sizes, media }) =>
        (["avif", "webp"] as const).map((format) => (
          <source
            key={`${image.id}-${format}`}
            type={`image/${format}`}
            media={media}
            srcSet={image[format]}
            sizes={sizes}
            width={image.width}
            height={image.height}
          />
        )),
      )}
      {/* loading before src: a browser that starts fetching when src is set must see it first. */}
      <img
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        src={fallback.image.src}
        width={fallback.image.width}
        height={fallback.image.height}
        alt={alt}
        className={className}
        style={style}
      />
    </picture>
  );
}
