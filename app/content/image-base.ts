import { BASE_PATH, withBase } from "../lib/base-path";
import type { ResponsiveImageData } from "./image-types";

/**
 * A built image's addresses under the path the site is served under. The image build writes
 * `/img/…` once for every build (its files are reused between builds); the base path is added
 * where the pages receive them.
 */
export function imageWithBase(image: ResponsiveImageData, base: string = BASE_PATH): ResponsiveImageData {
  if (base === "/") return image;
  const url = (src: string) => withBase(src, base);
  const srcset = (set: string) => set.split(", ").map(url).join(", ");
  return {
    ...image,
    src: url(image.src),
    avif: srcset(image.avif),
    webp: srcset(image.webp),
    ...(image.variants && {
      variants: image.variants.map((variant) => ({ ...variant, avif: url(variant.avif), webp: url(variant.webp) })),
    }),
    ...(image.share && { share: url(image.share) }),
  };
}
