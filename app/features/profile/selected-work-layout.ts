// How many of the twelve columns each cover takes from 1024 px, so rows always end even: five
// covers are three then two, four are two and two; a lone cover takes the whole row. Below
// 1024 px covers stack (phones) or pair up with the first one full width (tablets).
const SPANS: Record<number, readonly number[]> = {
  1: [12],
  2: [6, 6],
  3: [4, 4, 4],
  4: [6, 6, 6, 6],
  5: [4, 4, 4, 6, 6],
};

/** The large-screen column span of each of `count` covers (1 to 5, the top 5's range). */
export function coverSpans(count: number): number[] {
  return [...(SPANS[Math.min(Math.max(count, 1), 5)] ?? [])].slice(0, count);
}

/** Tablets: two covers a row, the first alone and full width when that leaves the rows even. */
export function firstCoverFullOnTablet(count: number): boolean {
  return count % 2 === 1;
}
