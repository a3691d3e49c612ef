/** The graphic grid's columns (its markup says md:grid-cols-3). */
const GRAPHIC_COLUMNS = 3;

/**
 * The heights the placement counts, in column widths (a tile's picture is as tall as its width
 * times its aspect). The intro tile is text, about this tall with the gap under it at a desk's
 * column width; a caption (title, type) and the gap under a tile add about this much.
 */
const INTRO_HEIGHT = 1.1;
const CAPTION_HEIGHT = 0.3;

type Size = { width: number; height: number };

/** A project where it stands in the grid, and whether it shows its portrait picture. */
export type GraphicTile<T> = { project: T; tall: boolean };

function tileHeight(picture: Size): number {
  return picture.height / picture.width + CAPTION_HEIGHT;
}

function spread(heights: readonly number[]): number {
  return Math.max(...heights) - Math.min(...heights);
}

/**
 * Deals the projects out into three columns, the first topped by the intro tile, keeping their
 * order down the first column, then the second, then the third (the order a keyboard and a phone's
 * two columns follow), the columns as even in tiles as the count allows (eleven projects give
 * 3 / 4 / 4), cut where the columns end closest together. Every second
 * project shows its portrait picture for the masonry's rhythm, except that a column's last tile
 * takes whichever of its pictures ends the columns closer. The heights come from the pictures'
 * known sizes, so the server's page and the running one place every tile alike.
 */
export function toGraphicColumns<T>(projects: readonly T[], pictureOf: (project: T, tall: boolean) => Size): GraphicTile<T>[][] {
  const tiles = projects.map((project, index) => ({ project, tall: index % 2 === 1 }));
  const height = (tile: GraphicTile<T>) => tileHeight(pictureOf(tile.project, tile.tall));
  // before[k]: the height of the first k tiles, one after the other.
  const before = [0];
  for (const tile of tiles) before.push(before.at(-1)! + height(tile));
  const n = tiles.length;
  let best = { first: n, second: n, spread: Infinity };
  for (let first = 0; first <= n; first++) {
    for (let second = first; second <= n; second++) {
      // As even in tiles as the count allows (eleven projects and the intro: 3 / 4 / 4).
      const counts = [first + 1, second - first, n - second];
      if (Math.max(...counts) - Math.min(...counts) > 1) continue;
      const heights = [INTRO_HEIGHT + before[first]!, before[second]! - before[first]!, before[n]! - before[second]!];
      if (spread(heights) < best.spread - 1e-9) best = { first, second, spread: spread(heights) };
    }
  }
  const columns = [tiles.slice(0, best.first), tiles.slice(best.first, best.second), tiles.slice(best.second)];
  const heights = columns.map((column, index) => (index === 0 ? INTRO_HEIGHT : 0) + column.reduce((sum, tile) => sum + height(tile), 0));
  columns.forEach((column, index) => {
    const last = column.at(-1);
    if (!last) return;
    const without = heights[index]! - height(last);
    const ends = (tile: GraphicTile<T>) => heights.map((value, other) => (other === index ? without + height(tile) : value));
    const other = { ...last, tall: !last.tall };
    if (spread(ends(other)) < spread(ends(last)) - 1e-9) last.tall = other.tall;
    heights[index] = without + height(last);
  });
  return columns.slice(0, GRAPHIC_COLUMNS);
}
