import { describe, expect, it } from "vitest";
import { toGraphicColumns } from "./graphic-columns";

describe("toGraphicColumns", () => {
  it("splits eleven projects 3 / 4 / 4 in order", () => {
    const columns = toGraphicColumns(Array.from({ length: 11 }, (_, i) => i));
    expect(columns).toEqual([[0, 1, 2], [3, 4, 5, 6], [7, 8, 9, 10]]);
  });

  it("balances any number of projects over the three columns, the intro tile counting in the first", () => {
    const sizes = (n: number) => toGraphicColumns(Array.from({ length: n }, (_, i) => i)).map((column) => column.length);
    expect(sizes(0)).toEqual([0, 0, 0]);
    expect(sizes(1)).toEqual([0, 1, 0]);
    expect(sizes(2)).toEqual([0, 1, 1]);
    expect(sizes(5)).toEqual([1, 2, 2]);
    expect(sizes(12)).toEqual([4, 4, 4]);
    expect(sizes(20)).toEqual([6, 7, 7]);
  });

  it("keeps every project once, in order", () => {
    for (const n of [1, 2, 3, 7, 11, 20, 31]) {
      const items = Array.from({ length: n }, (_, i) => i);
      expect(toGraphicColumns(items).flat()).toEqual(items);
    }
  });
});
