import { WIDTHS } from "./config.mjs";

/**
 * The widths to build for an image at most `maxWidth` wide: the standard widths below it, and
 * the image's own width. A standard width within 10 % of the maximum is dropped: it would cost
 * a file and a build step for almost no bytes saved.
 */
export function pickWidths(maxWidth, widths = WIDTHS) {
  const below = widths.filter((width) => width <= maxWidth * 0.9);
  return [...below, maxWidth];
}
