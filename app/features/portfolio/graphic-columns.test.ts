import { describe, expect, it } from "vitest";
import { toGraphicColumns } from "./graphic-columns";

/** A project of the fixtures: its landscape and its portrait picture's height per unit of width. */
type Fixture = { id: number; wide: number; tall: number };

const square = (id: number): Fixture => ({ id, wide: 1, tall: 1 });
const picture = (project: Fixture, tall: boolean) => ({ width: 100, height: 100 * (tall ? project.tall : project.wide) });
const ids = (columns: ReturnType<typeof toGraphicColumns<Fixture>>) => columns.map((column) => column.map((tile) => tile.project.id));

describe("toGraphicColumns", () => {
  it("reads across the top row first, beside the intro tile", () => {
    const columns = ids(toGraphicColumns([square(0), square(1), square(2)], picture));
    expect(columns).toEqual([[2], [0], [1]]);
  });

  it("puts each tile in the column that is shortest so far, by its picture's shape", () => {
    // 0 and 1 open the top row and 1 shows its long portrait, so the rest go under the intro and 0.
    const projects = [square(0), { id: 1, wide: 0.6, tall: 2.5 }, square(2), square(3), square(4)];
    expect(ids(toGraphicColumns(projects, picture))).toEqual([[2, 4], [0, 3], [1]]);
  });

  it("shows every second project's portrait picture", () => {
    const tiles = toGraphicColumns([0, 1, 2, 3].map(square), picture).flat();
    const tall = new Map(tiles.map((tile) => [tile.project.id, tile.tall]));
    expect([0, 1, 2, 3].map((id) => tall.get(id))).toEqual([false, true, false, true]);
  });

  it("ends the columns within one tile of each other, where dealing in order left a tall column", () => {
    // Tall portraits on every second project: dealt out 3 / 4 / 4 in order, one column took most.
    const projects = Array.from({ length: 11 }, (_, id) => ({ id, wide: 0.75, tall: 1.5 }));
    const heights = toGraphicColumns(projects, picture).map(
      (column, index) => (index === 0 ? 1.1 : 0) + column.reduce((sum, tile) => sum + (tile.tall ? 1.5 : 0.75) + 0.3, 0),
    );
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1.8);
  });

  it("lets a column's last tile show its other picture when that ends the columns closer together", () => {
    // Landscape 16:10 and portrait 3:4 pictures, as in a typical grid: alternating to the end
    // left one column about half a tile short.
    const projects = Array.from({ length: 11 }, (_, id) => ({ id, wide: 0.625, tall: 1.33 }));
    const columns = toGraphicColumns(projects, picture);
    const heights = columns.map(
      (column, index) => (index === 0 ? 1.1 : 0) + column.reduce((sum, tile) => sum + (tile.tall ? 1.33 : 0.625) + 0.3, 0),
    );
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(0.25);
    const tall = columns.flat().sort((a, b) => a.project.id - b.project.id).map((tile) => tile.tall);
    expect(tall.slice(0, 8)).toEqual([false, true, false, true, false, true, false, true]);
  });

  it("keeps every project once", () => {
    for (const n of [0, 1, 2, 3, 7, 11, 20]) {
      const projects = Array.from({ length: n }, (_, id) => square(id));
      const placed = ids(toGraphicColumns(projects, picture)).flat().sort((a, b) => a - b);
      expect(placed).toEqual(projects.map((project) => project.id));
    }
  });

  it("keeps a column's tiles in reading order", () => {
    const projects = Array.from({ length: 12 }, (_, id) => ({ id, wide: 0.5 + (id % 3) * 0.3, tall: 1.4 }));
    for (const column of ids(toGraphicColumns(projects, picture))) expect(column).toEqual([...column].sort((a, b) => a - b));
  });
});
