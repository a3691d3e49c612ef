// Timings, sizes and thresholds the layout and behaviour share, named once.
export const BREAKPOINTS = {
  /** Hero image: tablet from here. Also the "mobile" breakpoint. */
  md: 768,
  /** Menu becomes a hamburger up to and including this width. */
  mobileMenu: 1024,
  /** Hero image: desktop from here. */
  xxl: 1536,
} as const;

export const SIDEBAR_WIDTH = { narrow: 37, wide: 55 } as const;
export const DEFAULT_HEADER_HEIGHT = 112;

export const HEADER_SCROLL_THRESHOLD = 10;
export const SUBMENU_HIDE_DELAY_MS = 200;
export const SECTION_SCROLL_DELAY_MS = 300;
export const MOBILE_SECTION_SCROLL_DELAY_MS = 400;
export const HASH_SCROLL_LOCK_MS = 500;
export const RESIZE_DEBOUNCE_MS = 250;

/**
 * Cards per blog list page. With the title tile first, 11 cards make 12 cells: whole rows in the
 * grid's 1, 2 and 3 columns. A build may set BLOG_PAGE_SIZE instead (the tests' few posts).
 */
export const BLOG_PAGE_SIZE = 11;

export const ACTIVE_SECTION_KEY = "activeSection";

/** Set on <html> once the app has hydrated; styles, the lazy-image hold and the tests wait for it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
