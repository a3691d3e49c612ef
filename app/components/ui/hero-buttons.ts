/**
 * The hero actions' shape, shared by the home and portfolio heroes so the two pages' main and
 * secondary actions look the same: one filled main action, the others outlined.
 */
const HERO_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2.5 font-display text-[0.9375rem] " +
  "font-semibold transition-colors md:px-6 md:py-3.5 md:text-base";

/** The main action: filled (the `button-primary` utility in app.css). */
export const HERO_PRIMARY = `${HERO_BUTTON} button-primary`;

/** A secondary action: outlined in the text colour. */
export const HERO_SECONDARY = `${HERO_BUTTON} border-2 border-fg text-fg hover:border-accent hover:text-accent`;
