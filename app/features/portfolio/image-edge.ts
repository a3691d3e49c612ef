// Dark project art on the dark page loses its edge. A faint ring drawn over the image (a
// pseudo-element, so the card's or button's own overflow clipping cannot hide it) keeps the edge
// in the dark theme. The element that gets it must be positioned.
export const IMAGE_EDGE =
  "after:pointer-events-none after:absolute after:inset-0 after:rounded-[inherit] after:content-[''] " +
  "dark:after:ring-1 dark:after:ring-inset dark:after:ring-moon/20";

// A project's cover on a card: the same edge, and in the dark theme the picture a tenth darker. A
// cover on a light ground (a poster on paper) was the brightest block of the dark page, brighter
// than any text on it. Shared by the portfolio's cards and the home page's selected work.
export const COVER_EDGE = `${IMAGE_EDGE} dark:[&_img]:brightness-90`;
