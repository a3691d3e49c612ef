// The blog list in pages: /blog is page 1, /blog/page/2 the next, each prerendered. The build
// picks the page size (BLOG_PAGE_SIZE); the pages only need their number and the count.

/** How many list pages hold `total` posts, `size` to a page; an empty blog still has its one page. */
export function listPageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Which of the posts (newest first) a page shows: from `start` up to, not including, `end`. */
export function pageRange(page: number, size: number): { start: number; end: number } {
  return { start: (page - 1) * size, end: page * size };
}

/**
 * The page a list address names, from the route's `page` parameter; none is page 1 (/blog). Null
 * for an address that is not a page: /blog/page/1 (page 1 is /blog), a page past the last, or
 * anything but a plain number (0, 02, 2.5, two).
 */
export function listPageNumber(param: string | undefined, pageCount: number): number | null {
  if (param === undefined) return 1;
  if (!/^[1-9]\d*$/.test(param)) return null;
  const page = Number(param);
  return page >= 2 && page <= pageCount ? page : null;
}

/**
 * One entry of the page-number row. `narrow`/`wide`: whether it shows on phones, and from the
 * tablet breakpoint up. Phones get the first, the current and the last page (five entries at
 * most, so the row fits 390 px beside the arrows); wider screens add the current page's
 * neighbours.
 */
export type PaginationItem =
  | { kind: "page"; page: number; narrow: boolean; wide: boolean }
  | { kind: "gap"; narrow: boolean; wide: boolean };

/** The first, the last and `siblings` pages each side of the current one; a gap of one page shows that page instead. */
function shownPages(current: number, count: number, siblings: number): number[] {
  const pages = new Set([1, count]);
  for (let page = current - siblings; page <= current + siblings; page++) if (page >= 1 && page <= count) pages.add(page);
  const shown: number[] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const before = shown.at(-1);
    if (before !== undefined && page - before === 2) shown.push(before + 1);
    shown.push(page);
  }
  return shown;
}

/**
 * The page-number row for page `current` of `count`: pages and the gaps ("…") between them, in
 * order, each marked for the screens that show it. The wide row holds every page of the narrow
 * one, so one list serves both.
 */
export function paginationItems(current: number, count: number): PaginationItem[] {
  const wide = shownPages(current, count, 1);
  const narrow = new Set(shownPages(current, count, 0));
  const items: PaginationItem[] = [];
  let lastNarrow: number | undefined;
  for (const [index, page] of wide.entries()) {
    const before = wide[index - 1];
    const wideGap = before !== undefined && page - before > 1;
    const narrowGap = narrow.has(page) && lastNarrow !== undefined && page - lastNarrow > 1;
    if (wideGap || narrowGap) items.push({ kind: "gap", narrow: narrowGap, wide: wideGap });
    items.push({ kind: "page", page, narrow: narrow.has(page), wide: true });
    if (narrow.has(page)) lastNarrow = page;
  }
  return items;
}
