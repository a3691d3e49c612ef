/**
 * How each cover stands from 1024 px. `span` is how many of the twelve columns it takes; a
 * `feature` cover takes the whole row with its words beside the picture, not under it. A `fill`
 * cover's picture grows to its card's full height, so that it ends level with the cards beside
 * it rather than leave a hole under the shorter ones; `rows` is how many grid rows it stands in.
 * A `row` cover is the smallest rank: its picture takes half its span, its words the other half.
 */
export type CoverSlot = { span: 4 | 6 | 8 | 12; feature: boolean; fill: boolean; rows: 1 | 2; row: boolean };

const slot = (span: CoverSlot["span"], feature = false): CoverSlot => ({ span, feature, fill: false, rows: 1, row: false });
/** A cover whose picture stretches to the height of the `rows` rows beside it. */
const filling = (span: CoverSlot["span"], rows: CoverSlot["rows"]): CoverSlot => ({
  span,
  feature: false,
  fill: true,
  rows,
  row: false,
});
/** A small picture beside its words: a third of the height of a cover standing over its words. */
const row = (span: CoverSlot["span"]): CoverSlot => ({ ...slot(span), row: true });

// Rank is size, as on the portfolio's top 5: the first cover is always the largest, and no row
// leaves a hole. Five covers are the first across two of three columns and two rows, the second
// and third stacked beside it, then the fourth and fifth sharing a row, each a small picture
// beside its words (the page's height goes to the first three). Three or four are the first as a
// feature across the row, then the rest equal in one row; two are two thirds and one third, the
// third's picture as tall as the first card.
const LAYOUTS: Record<number, readonly CoverSlot[]> = {
  1: [slot(12, true)],
  2: [slot(8), filling(4, 1)],
  3: [slot(12, true), slot(6), slot(6)],
  4: [slot(12, true), slot(4), slot(4), slot(4)],
  5: [filling(8, 2), slot(4), slot(4), row(6), row(6)],
};

/** The large-screen slot of each of `count` covers (1 to 5, the top 5's range). */
export function coverSlots(count: number): CoverSlot[] {
  return [...(LAYOUTS[Math.min(Math.max(count, 1), 5)] ?? [])].slice(0, count);
}

/** Tablets: two covers a row, the first alone and full width when that leaves the rows even. */
export function firstCoverFullOnTablet(count: number): boolean {
  return count % 2 === 1;
}

/** On a phone every cover after the first is a row: this wide a picture beside its words. */
export const PHONE_ROW_PICTURE_PX = 128;

/** Whether the cover at `index` is a compact row on a phone (the first stays a full cover). */
export function phoneRow(index: number): boolean {
  return index > 0;
}

/**
 * The cover picture's `sizes`, matched to its slot: from 1024 px a twelfth of the max-w-6xl
 * column is about 90 px (a feature's picture takes eight of its twelve); tablets show one or two
 * covers a row, phones one, or a small picture beside its words in a phone's row.
 */
export function coverSizes({ span, feature, rows, row }: CoverSlot, wideOnTablet: boolean, rowOnPhone = false): string {
  // A 16:10 picture cropped to fill two rows is drawn about half as wide again as its slot.
  const large = (feature ? 8 : row ? span / 2 : span) * 90 * (rows === 2 ? 1.5 : 1);
  const phone = rowOnPhone ? `${PHONE_ROW_PICTURE_PX}px` : "100vw";
  const tablet = wideOnTablet ? "100vw" : "45vw";
  return `(min-width: 1024px) ${large}px, ${tablet === phone ? phone : `(min-width: 768px) ${tablet}, ${phone}`}`;
}
