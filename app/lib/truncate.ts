const ELLIPSIS = "…";

/**
 * Cuts `text` to at most `max` characters plus an ellipsis (cards show 110, so they line up),
 * ending on a whole word so no word is broken in half. Text that already fits comes back unchanged.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  // One long word (a URL, a compound): cut it rather than show nothing.
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max);
  // A mark that ends a clause, or one that opens a bracket or quote whose words were cut away
  // ("with {…"), is dropped before the ellipsis. Straight quotes are kept: they may close a word.
  return `${head.replace(/[\s,.;:!?–—\-([{“‘«]+$/, "")}${ELLIPSIS}`;
}
