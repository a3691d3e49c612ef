/** A project as the previous/next links name it. */
export type ProjectStop = { urlTitle: string; title: string };

export type ProjectNeighbours = { previous: ProjectStop; next: ProjectStop };

/**
 * The projects before and after `urlTitle` in the portfolio's order (its sections, top to bottom),
 * going round at either end so every case ends somewhere to go. None for a project the portfolio
 * does not list, or when it is the only one.
 */
export function projectNeighbours(order: readonly ProjectStop[], urlTitle: string): ProjectNeighbours | null {
  const stops = order.filter((stop, index) => order.findIndex((other) => other.urlTitle === stop.urlTitle) === index);
  const at = stops.findIndex((stop) => stop.urlTitle === urlTitle);
  if (at === -1 || stops.length < 2) return null;
  return {
    previous: stops[(at - 1 + stops.length) % stops.length]!,
    next: stops[(at + 1) % stops.length]!,
  };
}
