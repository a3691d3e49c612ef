/** The graphic grid's columns (its markup says md:grid-cols-3). */
const GRAPHIC_COLUMNS = 3;

/**
 * Deals the projects out into three columns, the first topped by the intro tile, keeping their
 * order down the first column, then the second, then the third (the order a keyboard and a phone's
 * single column follow). Every tile is the same shape, so the columns are as even as their counts:
 * eleven projects and the intro give 3 / 4 / 4, and the rows line up across the grid.
 */
export function toGraphicColumns<T>(projects: readonly T[]): T[][] {
  const tiles = projects.length + 1;
  const columns: T[][] = [];
  let start = 0;
  for (let index = 0; index < GRAPHIC_COLUMNS; index++) {
    // The earlier columns take the extra tiles, so a short column is always the last ones.
    const count = Math.floor(tiles / GRAPHIC_COLUMNS) + (index < tiles % GRAPHIC_COLUMNS ? 1 : 0) - (index === 0 ? 1 : 0);
    columns.push(projects.slice(start, start + count));
    start += count;
  }
  return columns;
}
