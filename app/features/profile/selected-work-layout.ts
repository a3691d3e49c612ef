/**
 * How each cover stands from 1024 px. `span` is how many of the twelve columns it takes; a
 * `feature` cover takes the whole row with its words beside the picture, not under it.
 */
export type CoverSlot = { span: 4 | 6 | 8 | 12; feature: boolean };

const slot = (span: CoverSlot["span"], feature = false): CoverSlot => ({ span, feature });

// Rank is size, as on the portfolio's top 5: the first cover is always the largest and no later
// cover is larger than one before it, and every row ends even. Five covers are the first across
// two of three columns with the second beside it, then three equal; three or four are the first
// as a feature across the row, then the rest equal in one row; two are two thirds and one third.
const LAYOUTS: Record<number, readonly CoverSlot[]> = {
  1: [slot(12, true)],
  2: [slot(8), slot(4)],
  3: [slot(12, true), slot(6), slot(6)],
  4: [slot(12, true), slot(4), slot(4), slot(4)],
  5: [slot(8), slot(4), slot(4), slot(4), slot(4)],
};

/** The large-screen slot of each of `count` covers (1 to 5, the top 5's range). */
export function coverSlots(count: number): CoverSlot[] {
  return [...(LAYOUTS[Math.min(Math.max(count, 1), 5)] ?? [])].slice(0, count);
}

/** Tablets: two covers a row, the first alone and full width when that leaves the rows even. */
export function firstCoverFullOnTablet(count: number): boolean {
  return count % 2 === 1;
}

/**
 * The cover picture's `sizes`, matched to its slot: from 1024 px a twelfth of the max-w-6xl
 * column is about 90 px (a feature's picture takes eight of its twelve); tablets show one or two
 * covers a row, phones one.
 */
export function coverSizes({ span, feature }: CoverSlot, wideOnTablet: boolean): string {
  const large = (feature ? 8 : span) * 90;
  return `(min-width: 1024px) ${large}px, ${wideOnTablet ? "100vw" : "(min-width: 768px) 45vw, 100vw"}`;
}
