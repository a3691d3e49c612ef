import type { ResponsiveImage } from "./image-types";

// Placeholder until the image pipeline lands: resolves an id to its source file's URL.
export function resolveImage(id: string): ResponsiveImage {
  const src = `/img/${id}.svg`;
  return { id, width: 1600, height: 1000, src, avif: "", webp: "" };
}
