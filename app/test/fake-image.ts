import type { ResponsiveImageData } from "~/content/image-types";

/** A ResponsiveImageData as the pipeline would build it, for component tests. */
export function fakeImage(id: string, width = 1600, height = 1000): ResponsiveImageData {
  const url = (w: number, format: string) => `/img/${id}.abc123-${w}.${format}`;
  const widths = [320, 640, width];
  return {
    id,
    width,
    height,
    src: url(640, "webp"),
    avif: widths.map((w) => `${url(w, "avif")} ${w}w`).join(", "),
    webp: widths.map((w) => `${url(w, "webp")} ${w}w`).join(", "),
  };
}
