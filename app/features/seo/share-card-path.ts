/**
 * Where the link-preview picture of a project or post page lives: beside the page
 * (`/portfolio/<slug>/share.jpg`, `/sv/blog/<slug>/share.jpg`). Prerendered by
 * routes/share-card.ts; the page names it in og:image. No "~" imports: react-router.config.ts
 * loads this file through app/prerender-paths.ts.
 */
export function shareCardPath(pagePath: string): string {
  return `${pagePath.replace(/\/$/, "")}/share.jpg`;
}

/** A link preview's picture: the size Facebook, LinkedIn and X show large. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
