// The manifest entry of a built image → the ResponsiveImageData the pages receive
// (app/content/image-types.ts). Shared by resolveImage() and the art files of the build.

/** <img src> for browsers without srcset support (and crawlers): a mid-size WebP. */
const FALLBACK_WIDTH = 960;

/** @param {string} id @param {import("./responsive.d.mts").ManifestEntry} entry */
export function toResponsiveImage(id, entry) {
  const { variants } = entry;
  const fallback = variants.filter((v) => v.width <= FALLBACK_WIDTH).at(-1) ?? variants[0];
  const image = {
    id,
    width: entry.width,
    height: entry.height,
    src: fallback.webp,
    avif: variants.map((v) => `${v.avif} ${v.width}w`).join(", "),
    webp: variants.map((v) => `${v.webp} ${v.width}w`).join(", "),
    variants: variants.map(({ width, height, avif, webp }) => ({ width, height, avif, webp })),
  };
  if (entry.placeholder) image.placeholder = entry.placeholder;
  if (entry.share) image.share = entry.share;
  return image;
}
