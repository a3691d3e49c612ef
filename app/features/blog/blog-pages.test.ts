import { describe, expect, it } from "vitest";
import { listPageCount, listPageNumber, pageRange, paginationItems, type PaginationItem } from "./blog-pages";

/** A row as text for one kind of screen: "1 … 4 [5] 6 … 46". */
function row(items: PaginationItem[], current: number, screen: "narrow" | "wide"): string {
  return items
    .filter((item) => item[screen])
    .map((item) => (item.kind === "gap" ? "…" : item.page === current ? `[${item.page}]` : String(item.page)))
    .join(" ");
}

describe("listPageCount", () => {
  it("fills pages of the given size and keeps one page for an empty blog", () => {
    expect(listPageCount(0, 11)).toBe(1);
    expect(listPageCount(1, 11)).toBe(1);
    expect(listPageCount(11, 11)).toBe(1);
    expect(listPageCount(12, 11)).toBe(2);
    expect(listPageCount(500, 11)).toBe(46);
    expect(listPageCount(5, 2)).toBe(3);
  });
});

describe("pageRange", () => {
  it("gives each page the next stretch of posts, with no post on two pages and none left out", () => {
    const posts = Array.from({ length: 25 }, (_, i) => i);
    const pages = Array.from({ length: listPageCount(posts.length, 11) }, (_, i) => {
      const { start, end } = pageRange(i + 1, 11);
      return posts.slice(start, end);
    });
    expect(pages.map((page) => page.length)).toEqual([11, 11, 3]);
    expect(pages.flat()).toEqual(posts);
  });
});

describe("listPageNumber", () => {
  it("reads /blog as page 1 and /blog/page/{n} as page n", () => {
    expect(listPageNumber(undefined, 3)).toBe(1);
    expect(listPageNumber("2", 3)).toBe(2);
    expect(listPageNumber("3", 3)).toBe(3);
  });

  it("knows no page 1 under /blog/page/ (that is /blog), none past the last, and nothing but plain numbers", () => {
    for (const param of ["1", "4", "999", "0", "-1", "02", "2.0", "2.5", "1e1", "two", ""]) {
      expect(listPageNumber(param, 3), param).toBeNull();
    }
  });
});

describe("paginationItems", () => {
  it("shows every page when there are few", () => {
    expect(row(paginationItems(1, 2), 1, "narrow")).toBe("[1] 2");
    expect(row(paginationItems(2, 3), 2, "wide")).toBe("1 [2] 3");
    expect(row(paginationItems(3, 5), 3, "wide")).toBe("1 2 [3] 4 5");
  });

  it("shows the first, the current and the last page on phones, with the neighbours from the tablet breakpoint", () => {
    expect(row(paginationItems(23, 46), 23, "narrow")).toBe("1 … [23] … 46");
    expect(row(paginationItems(23, 46), 23, "wide")).toBe("1 … 22 [23] 24 … 46");
    expect(row(paginationItems(1, 46), 1, "narrow")).toBe("[1] … 46");
    expect(row(paginationItems(1, 46), 1, "wide")).toBe("[1] 2 … 46");
    expect(row(paginationItems(46, 46), 46, "narrow")).toBe("1 … [46]");
    expect(row(paginationItems(46, 46), 46, "wide")).toBe("1 … 45 [46]");
  });

  it("shows a page instead of a gap that would hide only that page", () => {
    expect(row(paginationItems(3, 46), 3, "narrow")).toBe("1 2 [3] … 46");
    expect(row(paginationItems(4, 46), 4, "narrow")).toBe("1 … [4] … 46");
    expect(row(paginationItems(4, 46), 4, "wide")).toBe("1 2 3 [4] 5 … 46");
    expect(row(paginationItems(44, 46), 44, "narrow")).toBe("1 … [44] 45 46");
  });

  it("keeps a phone's row to five entries, so it fits 390 px beside the arrows", () => {
    for (const count of [1, 2, 5, 9, 46, 1000]) {
      for (let current = 1; current <= count; current++) {
        const narrow = paginationItems(current, count).filter((item) => item.narrow);
        expect(narrow.length, `${current} of ${count}`).toBeLessThanOrEqual(5);
        expect(narrow.filter((item) => item.kind === "page" && item.page === current)).toHaveLength(1);
      }
    }
  });

  it("lists each page once, in order, always with the first and the last", () => {
    for (const current of [1, 2, 10, 45, 46]) {
      const pages = paginationItems(current, 46).flatMap((item) => (item.kind === "page" ? [item.page] : []));
      expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
      expect(pages[0]).toBe(1);
      expect(pages.at(-1)).toBe(46);
    }
  });
});
