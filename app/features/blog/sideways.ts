/** Whether a grid item spans more than one column, from 768 px and from 1280 px. */
export type Wide = { md: boolean; xl: boolean };

/** Class names per shape, spelled out whole for Tailwind to find them. */
export type SidewaysClasses = { none: string; mdOnly: string; xlOnly: string; both: string };

/**
 * The classes that lay a grid item sideways (its parts in a row) where it is wide, and back in a
 * column where it is not.
 */
export function sideways({ md, xl }: Wide, classes: SidewaysClasses): string {
  if (md) return xl ? classes.both : classes.mdOnly;
  return xl ? classes.xlOnly : classes.none;
}
