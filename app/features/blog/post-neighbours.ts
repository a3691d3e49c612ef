/** What a link to another post needs. */
export type PostLink = { urlTitle: string; title: string };

/** The posts either side of one: `previous` was published before it, `next` after it. */
export type PostNeighbours = { previous: PostLink | null; next: PostLink | null };

const link = (post: PostLink | undefined): PostLink | null => (post ? { urlTitle: post.urlTitle, title: post.title } : null);

/**
 * The neighbours of the post `urlTitle` in `posts`, which run newest first as everywhere on the
 * site: the older post is the one after it in the list. The newest post has no next, the oldest
 * no previous; an unknown slug has neither.
 */
export function neighboursOf(posts: readonly PostLink[], urlTitle: string): PostNeighbours {
  const index = posts.findIndex((post) => post.urlTitle === urlTitle);
  if (index < 0) return { previous: null, next: null };
  return { previous: link(posts[index + 1]), next: link(posts[index - 1]) };
}
