// The lightbox's timings and sizes, in one place so they are tuned together. Kept free of the
// library's imports so reading them never pulls the lightbox into a page's first load.
export const LIGHTBOX_ANIMATION = {
  fade: 250,
  swipe: 500,
  zoom: 500,
} as const;

export const LIGHTBOX_CAROUSEL = {
  preload: 2,
  padding: "16px",
  spacing: "30%",
} as const;

export const LIGHTBOX_SLIDESHOW = { delay: 3000 } as const;

export const LIGHTBOX_ZOOM = {
  maxZoomPixelRatio: 1,
  zoomInMultiplier: 2,
  doubleTapDelay: 300,
  doubleClickDelay: 500,
  keyboardMoveDistance: 50,
} as const;

export const LIGHTBOX_THUMBNAILS = {
  width: 120,
  height: 80,
  position: "bottom",
} as const;

/** A lightbox that takes longer than this to load shows a sign on the clicked image. */
export const LIGHTBOX_LOADING_SIGN_DELAY = 150;

/**
 * The carousel for a gallery of `slideCount` slides. The library keeps `preload` slides ready on
 * each side of the current one, wrapping round in a looping carousel: with fewer slides than that
 * window (2 × preload + 1) it would hold one picture twice, and a gallery of a few pictures reads
 * as a set with an end, so a gallery that small stops at both ends instead.
 */
export function lightboxCarousel(slideCount: number, finite: boolean) {
  const window = 2 * LIGHTBOX_CAROUSEL.preload + 1;
  return { ...LIGHTBOX_CAROUSEL, finite: finite || slideCount < window };
}
