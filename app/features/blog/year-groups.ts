/** Posts of one year, in the order they came. */
export type YearGroup<T> = { year: string; posts: T[] };

/**
 * The posts (newest first) in runs of one year each, so the list heads every year with its own
 * number. The year is read from the ISO date's first four characters: no time zone can move it.
 */
export function groupByYear<T extends { date: string }>(posts: T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.posts.push(post);
    else groups.push({ year, posts: [post] });
  }
  return groups;
}
