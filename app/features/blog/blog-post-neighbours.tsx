import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { postPath } from "./blog-paths";
import type { PostLink, PostNeighbours } from "./post-neighbours";

const CELL =
  "group flex h-full flex-col gap-2 rounded-3xl border border-line bg-card p-6 transition-colors hover:border-fg " +
  "focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent";

function Neighbour({ post, rel }: { post: PostLink; rel: "prev" | "next" }) {
  const { t } = useTranslation("blogPost");
  const previous = rel === "prev";
  return (
    // The next post keeps the right-hand column even when there is no previous one.
    <Link to={postPath(post.urlTitle)} rel={rel} className={`${CELL} ${previous ? "" : "items-end text-right md:col-start-2"}`}>
      <span className="inline-flex items-center gap-2 font-display text-xs font-semibold uppercase tracking-wider text-muted">
        {previous && <Icon name="arrowLeft" size={16} className="transition-transform group-hover:-translate-x-1" />}
        {t(previous ? "neighbours.previous" : "neighbours.next")}
        {!previous && <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-1" />}
      </span>
      <span className="text-lg font-bold text-fg">{post.title}</span>
    </Link>
  );
}

/** The end of a post: the one published before it and the one after, so a reader goes on reading. */
export function BlogPostNeighbours({ previous, next }: PostNeighbours) {
  const { t } = useTranslation("blogPost");
  if (!previous && !next) return null;
  return (
    <nav aria-label={t("neighbours.label")} className="grid gap-4 border-t border-line pt-10 md:grid-cols-2">
      {previous && <Neighbour post={previous} rel="prev" />}
      {next && <Neighbour post={next} rel="next" />}
    </nav>
  );
}
