import { describe, expect, it } from "vitest";
import { toGraphicColumns } from "./graphic-columns";

const numbers = (n: number) => Array.from({ length: n }, (_, index) => index);

describe("toGraphicColumns", () => {
  it("keeps the projects in order, down one column and on into the next", () => {
    for (const n of [0, 1, 2, 3, 7, 11, 20]) {
      expect(toGraphicColumns(numbers(n)).flat()).toEqual(numbers(n));
    }
  });

  it("deals eleven projects 3 / 4 / 4, the intro topping the first column", () => {
    expect(toGraphicColumns(numbers(11)).map((column) => column.length)).toEqual([3, 4, 4]);
  });

  it("keeps the columns within one tile of each other, the longer ones first", () => {
    expect(toGraphicColumns(numbers(8)).map((column) => column.length)).toEqual([2, 3, 3]);
    expect(toGraphicColumns(numbers(9)).map((column) => column.length)).toEqual([3, 3, 3]);
    expect(toGraphicColumns(numbers(10)).map((column) => column.length)).toEqual([3, 4, 3]);
  });
});
