import { describe, expect, it } from "vitest";
import { EMPTY_GRAPHIC_ITEM, findGraphicItem, toGraphicColumns } from "./graphic-project-item";

describe("findGraphicItem", () => {
  const projects = [
    { ...EMPTY_GRAPHIC_ITEM, urlTitle: "a", title: "A" },
    { ...EMPTY_GRAPHIC_ITEM, urlTitle: "b", title: "B" },
  ];

  it("finds the selected project by urlTitle", () => {
    expect(findGraphicItem(projects, "b").title).toBe("B");
  });

  it("falls back to the empty item for an unknown or cleared selection", () => {
    expect(findGraphicItem(projects, "nope")).toBe(EMPTY_GRAPHIC_ITEM);
    expect(findGraphicItem(projects, null)).toBe(EMPTY_GRAPHIC_ITEM);
  });
});

describe("toGraphicColumns", () => {
  it("splits eleven projects 3 / 4 / 4 in order", () => {
    const columns = toGraphicColumns(Array.from({ length: 11 }, (_, i) => i));
    expect(columns).toEqual([[0, 1, 2], [3, 4, 5, 6], [7, 8, 9, 10]]);
  });

  it("puts projects beyond the eleventh in the last column and copes with fewer", () => {
    expect(toGraphicColumns(Array.from({ length: 12 }, (_, i) => i))[2]).toEqual([7, 8, 9, 10, 11]);
    expect(toGraphicColumns([0, 1, 2, 3])).toEqual([[0, 1, 2], [3], []]);
  });
});
