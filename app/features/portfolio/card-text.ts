// The portfolio's one card family: the top 5's feature cards, the categories' project cards and
// the graphic tiles share a frame, an eyebrow and a call to action, so the page reads as one index
// whichever grid a card sits in. Whole class names, for Tailwind to find them.

/**
 * The size of a card's description, the same on every kind of card (top 5 and project cards),
 * so moving down the page the text does not change size from one grid to the next.
 */
export const CARD_TEXT = "text-base";

/** The card's box: one radius, edge and shadow on every card of the page. */
export const CARD_FRAME =
  "overflow-hidden rounded-2xl border border-line bg-card shadow-sm transition-shadow duration-300 hover:shadow-xl";

/** The line over a card's title: what kind of project, and when (card-meta.tsx). */
export const CARD_EYEBROW = "font-display text-xs font-semibold uppercase tracking-widest text-accent";

/** "See the project →": the card's own way in, lit with the card. */
export const CARD_CTA =
  "inline-flex min-h-8 items-center gap-1.5 whitespace-nowrap font-display text-sm font-semibold group-hover:text-accent";

/** The rank of a top-5 project, the same badge wherever the project's card stands. */
export const RANK_BADGE = "rounded-full bg-inverse px-2.5 py-0.5 font-display text-xs font-bold text-on-inverse";
