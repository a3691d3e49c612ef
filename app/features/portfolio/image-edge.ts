// Dark project art on the dark page loses its edge. A faint ring drawn over the image (a
// pseudo-element, so the card's or button's own overflow clipping cannot hide it) keeps the edge
// in the dark theme. The element that gets it must be positioned.
export const IMAGE_EDGE =
  "after:pointer-events-none after:absolute after:inset-0 after:rounded-[inherit] after:content-[''] " +
  "dark:after:ring-1 dark:after:ring-inset dark:after:ring-moon/20";
