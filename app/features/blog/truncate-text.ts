const ELLIPSIS = "…";

/**
 * Cuts plain text to at most `max` characters plus an ellipsis (spec §9), at the last word
 * boundary so no word is split. Text that already fits is returned as it is.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  // A single word longer than the limit is cut mid-word rather than dropped.
  const head = space > 0 ? cut.slice(0, space) : clean.slice(0, max);
  return `${head.replace(/[\s.,;:!?…–—-]+$/u, "")}${ELLIPSIS}`;
}
