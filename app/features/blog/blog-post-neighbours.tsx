import { useTranslation } from "~/i18n/use-translation";
import { Pager, type PagerStop } from "~/components/ui/pager";
import { postPath } from "./blog-paths";
import type { PostLink, PostNeighbours } from "./post-neighbours";

/**
 * The end of a post: the one published before it and the one after, so a reader goes on reading.
 * The newest and the oldest post have one neighbour: the way to all posts takes the other half.
 */
export function BlogPostNeighbours({ previous, next }: PostNeighbours) {
  const { t } = useTranslation("blogPost");
  const stop = (post: PostLink | null, label: string): PagerStop | null =>
    post && { to: postPath(post.urlTitle), title: post.title, label };
  return (
    <Pager
      className="mt-12 md:mt-14"
      label={t("neighbours.label")}
      previous={stop(previous, t("neighbours.previous"))}
      next={stop(next, t("neighbours.next"))}
      all={{ to: "/blog", title: t("neighbours.all"), label: t("neighbours.allLabel") }}
    />
  );
}
