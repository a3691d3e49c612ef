import { describe, expect, it } from "vitest";
import { toGraphicColumns } from "./graphic-columns";

/** A project of the fixtures: its landscape and its portrait picture's height per unit of width. */
type Fixture = { id: number; wide: number; tall: number };

const square = (id: number): Fixture => ({ id, wide: 1, tall: 1 });
const picture = (project: Fixture, tall: boolean) => ({ width: 100, height: 100 * (tall ? project.tall : project.wide) });
type Columns = ReturnType<typeof toGraphicColumns<Fixture>>;
const ids = (columns: Columns) => columns.map((column) => column.map((tile) => tile.project.id));
/** The columns' ends as the placement counts them: the intro tile, each picture and its caption. */
const ends = (columns: Columns) =>
  columns.map(
    (column, index) => (index === 0 ? 1.1 : 0) + column.reduce((sum, tile) => sum + picture(tile.project, tile.tall).height / 100 + 0.3, 0),
  );

describe("toGraphicColumns", () => {
  it("keeps the projects in order, down one column and on into the next", () => {
    for (const n of [0, 1, 2, 3, 7, 11, 20]) {
      const projects = Array.from({ length: n }, (_, id) => ({ id, wide: 0.6, tall: 1.3 }));
      expect(ids(toGraphicColumns(projects, picture)).flat()).toEqual(projects.map((project) => project.id));
    }
  });

  it("cuts the list where the columns end closest together, by the pictures' shapes", () => {
    // Two long portraits early: an even 3 / 4 / 4 deal would stack both in the first column.
    const projects = [square(0), { id: 1, wide: 2.5, tall: 2.5 }, { id: 2, wide: 2.5, tall: 2.5 }, ...[3, 4, 5, 6].map(square)];
    const columns = toGraphicColumns(projects, picture);
    expect(ids(columns)).toEqual([[0, 1], [2, 3], [4, 5, 6]]);
  });

  it("keeps the columns as even in tiles as the count allows: eleven projects and the intro give 3 / 4 / 4", () => {
    const projects = Array.from({ length: 11 }, (_, id) => ({ id, wide: 0.3, tall: 3 }));
    expect(toGraphicColumns(projects, picture).map((column) => column.length)).toEqual([3, 4, 4]);
  });

  it("shows every second project's portrait picture", () => {
    const tiles = toGraphicColumns([0, 1, 2, 3, 4, 5].map(square), picture).flat();
    expect(tiles.map((tile) => tile.tall)).toEqual([false, true, false, true, false, true]);
  });

  it("lets a column's last tile show its other picture when that ends the columns closer together", () => {
    // Landscape 16:10 and portrait 3:4 pictures: alternating to the end left one column about
    // half a tile short.
    const projects = Array.from({ length: 11 }, (_, id) => ({ id, wide: 0.625, tall: 1.33 }));
    const columns = toGraphicColumns(projects, picture);
    expect(Math.max(...ends(columns)) - Math.min(...ends(columns))).toBeLessThan(0.25);
    const tall = columns.flat().map((tile) => tile.tall);
    expect(tall.slice(0, 2)).toEqual([false, true]);
    expect(tall.some((value, index) => value !== (index % 2 === 1))).toBe(true);
  });
});
