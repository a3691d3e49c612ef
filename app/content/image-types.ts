// An image as the pages receive it: resolved at build time by the image pipeline from a
// source file under content/images/, with its responsive variants.
export type ResponsiveImageData = {
  /** Source id: the path under content/images/ without extension, e.g. "projects/msb/cover". */
  id: string;
  /** Intrinsic size of the largest variant (the aspect ratio the layout reserves). */
  width: number;
  height: number;
  /** A mid-size WebP URL for <img src>. */
  src: string;
  /** srcset strings ("/img/…-400.avif 400w, …"). */
  avif: string;
  webp: string;
  /** Every built size, smallest first (e.g. for a lightbox's srcSet). */
  variants?: ImageVariant[];
  /** Dominant colour (CSS hex) of an opaque image, to fill its box until it loads. */
  placeholder?: string;
  /** A full-size JPEG for social previews; only images under og/ have one. */
  share?: string;
  /** Its dark-theme twin, when the owner put a `{id}-dark` file beside it (see darkTwinId). */
  dark?: ResponsiveImageData;
};

export type ImageVariant = {
  width: number;
  height: number;
  /** URLs of this size. */
  avif: string;
  webp: string;
};
