import { preload } from "react-dom";
import type { ResponsiveImageData } from "~/content/image-types";

type Layer = { image: ResponsiveImageData; sizes: string; media?: string };

/**
 * The query under which the browser shows each layer of a <picture>: its own, and none of the
 * layers before it (the first source that matches wins). Queries are conditions such as
 * "(min-width: 768px)"; the last layer, which has none, is what the others leave.
 */
export function layerMedia(medias: ReadonlyArray<string | undefined>): Array<string | undefined> {
  return medias.map((media, index) => {
    const earlier = medias.slice(0, index).filter(Boolean).map((query) => `(not ${query})`);
    const parts = [media, ...earlier].filter(Boolean);
    return parts.length > 0 ? parts.join(" and ") : undefined;
  });
}

/**
 * Asks for a priority picture from the top of <head>. Without it the browser finds the image only
 * after the inline stylesheet and the header, and on a slow phone the page's largest paint comes
 * that much later. React writes such a link on its own for an eager <img>, but not for one inside
 * a <picture>, where only the picture knows which source applies; the links asked for here it
 * writes first in the prerendered head. Each layer's AVIF is preloaded under the query that picks
 * it, with the same srcset and sizes, so the browser takes the width it then finds in the
 * picture; a browser without AVIF skips the link (`type`) and loads the WebP as before.
 */
export function preloadPicture(layers: readonly Layer[]): void {
  const medias = layerMedia(layers.map((layer) => layer.media));
  layers.forEach(({ image, sizes }, index) => {
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      media: medias[index],
      fetchPriority: "high",
    });
  });
}
