/** The graphic grid's columns (its markup says md:grid-cols-3). */
const GRAPHIC_COLUMNS = 3;

/**
 * The heights the placement counts, in column widths (a tile's picture is as tall as its width
 * times its aspect). The intro tile is text, about this tall at a desk's column width; a caption
 * (title, type) and the gap under a tile add about this much.
 */
const INTRO_HEIGHT = 1.1;
const CAPTION_HEIGHT = 0.3;

type Size = { width: number; height: number };

/** A project where it stands in the grid, and whether it shows its portrait picture. */
export type GraphicTile<T> = { project: T; tall: boolean };

/**
 * Deals the projects out, in their order, each to the column that is shortest so far (the first
 * column starts with the intro tile), so the columns end as evenly as the pictures allow. Every
 * second project shows its portrait picture for the masonry's rhythm, except that a column's last
 * tile takes whichever of its pictures ends the columns closer together. The heights come from the
 * pictures' known sizes, so the server's page and the running one place every tile alike.
 */
export function toGraphicColumns<T>(projects: readonly T[], pictureOf: (project: T, tall: boolean) => Size): GraphicTile<T>[][] {
  const columns: GraphicTile<T>[][] = Array.from({ length: GRAPHIC_COLUMNS }, () => []);
  const heights: number[] = columns.map((_, column) => (column === 0 ? INTRO_HEIGHT : 0));
  projects.forEach((project, index) => {
    const tall = index % 2 === 1;
    const picture = pictureOf(project, tall);
    // The first shortest column: ties go left, so the first tiles read across the top row.
    const column = heights.indexOf(Math.min(...heights));
    columns[column]!.push({ project, tall });
    heights[column]! += tileHeight(picture);
  });
  columns.forEach((column, index) => {
    const last = column.at(-1);
    if (!last) return;
    const without = heights[index]! - tileHeight(pictureOf(last.project, last.tall));
    const spread = (tall: boolean) => {
      const ends = heights.map((height, other) => (other === index ? without + tileHeight(pictureOf(last.project, tall)) : height));
      return Math.max(...ends) - Math.min(...ends);
    };
    if (spread(!last.tall) < spread(last.tall)) last.tall = !last.tall;
    heights[index] = without + tileHeight(pictureOf(last.project, last.tall));
  });
  return columns;
}

function tileHeight(picture: Size): number {
  return picture.height / picture.width + CAPTION_HEIGHT;
}
