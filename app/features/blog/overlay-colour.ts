// Each card gets a "random" overlay colour, so the list does not look uniform. It is derived from
// the post's slug, so the prerendered HTML and the hydrated page agree (no mismatch, no repaint)
// and a post keeps its colour from build to build, while posts still look randomly coloured.
export const OVERLAY_PALETTE = [
  "#c2410c", // burnt orange (the accent)
  "#0f766e", // teal
  "#4338ca", // indigo
  "#be185d", // raspberry
  "#4d7c0f", // moss
  "#0369a1", // ocean
  "#7e22ce", // violet
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
