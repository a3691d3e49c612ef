// Each card gets a "random" overlay colour, so the list does not look uniform. It is derived from
// the post's slug, so the prerendered HTML and the hydrated page agree (no mismatch, no repaint)
// and a post keeps its colour from build to build, while posts still look randomly coloured. The
// colours are the site's own palette (app/app.css), so the tinted art belongs to the page around it.
export const OVERLAY_PALETTE = [
  "#c2410c", // rust (the light theme's accent)
  "#0f766e", // teal
  "#ff8a5b", // ember (the dark theme's accent)
  "#857e71", // stone
  "#5eead4", // mint
] as const;

export type OverlayColour = (typeof OVERLAY_PALETTE)[number];

/** 32-bit FNV-1a: tiny, fast and well spread for short strings such as slugs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function overlayColour(slug: string): OverlayColour {
  return OVERLAY_PALETTE[hash(slug) % OVERLAY_PALETTE.length]!;
}
