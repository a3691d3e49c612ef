/** The graphic grid's columns (its markup says md:grid-cols-3). */
const GRAPHIC_COLUMNS = 3;

/**
 * Deals the projects out in order into three columns, the first topped by the intro tile, so
 * that the columns hold as equal a number of tiles as possible (earlier columns take any one
 * extra). Eleven projects give the demo's 3 / 4 / 4; two give one each beside the intro.
 */
export function toGraphicColumns<T>(projects: readonly T[]): T[][] {
  const tiles = projects.length + 1;
  const columns: T[][] = [];
  let start = 0;
  for (let column = 0; column < GRAPHIC_COLUMNS; column++) {
    const size = Math.floor(tiles / GRAPHIC_COLUMNS) + (column < tiles % GRAPHIC_COLUMNS ? 1 : 0);
    const projectsHere = column === 0 ? size - 1 : size;
    columns.push(projects.slice(start, start + projectsHere));
    start += projectsHere;
  }
  return columns;
}
