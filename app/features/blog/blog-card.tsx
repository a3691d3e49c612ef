import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { DraftBadge } from "~/components/ui/draft-badge";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { BlogPostCard } from "~/content/cards.server";
import { openedFromListState } from "./back-to-list";
import { postPath } from "./blog-paths";
import { overlayColour } from "./overlay-colour";
import { truncate } from "~/lib/truncate";

type Props = {
  post: BlogPostCard;
  /** The first card's image is the largest paint of the list on a phone: load it at once. */
  priority?: boolean;
  /** The list page the card is on: the post's go-back link returns there. */
  listPage?: number;
};

/** A card shows this many characters of the post, then an ellipsis. */
const BLOG_CARD_CONTENT_LENGTH = 160;

// The title link is stretched over the whole card (its ::after), so the card is one real link
// with the title as its name; "Read more" is the visible call to action, not a second link.
export function BlogCard({ post, priority = false, listPage = 1 }: Props) {
  const { t } = useTranslation("blogPost");
  const colour = overlayColour(post.urlTitle);
  return (
    <article
      data-testid="blog-card"
      className={
        "group relative flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-sm transition duration-300 " +
        "ease-out-soft hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 " +
        "has-[a:focus-visible]:outline-accent"
      }
    >
      <div className="relative aspect-[16/10] overflow-hidden">
        <ResponsiveImage
          image={post.img}
          alt={post.alt}
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
          className="size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          data-testid="blog-card-overlay"
          data-colour={colour}
          className={
            "absolute inset-0 opacity-45 mix-blend-multiply transition-opacity duration-500 group-hover:opacity-15 " +
            "dark:opacity-60 dark:group-hover:opacity-25"
          }
          style={{ backgroundColor: colour }}
        />
        <span
          className={
            "absolute left-4 top-4 rounded-full bg-surface px-3 py-1 font-display text-xs font-semibold uppercase tracking-wider text-fg " +
            "shadow-sm dark:ring-1 dark:ring-moon/25"
          }
        >
          {post.suffix}
        </span>
        <time
          dateTime={post.date}
          className={
            "absolute right-4 top-4 flex min-w-16 flex-col items-center rounded-2xl bg-surface px-3 py-2 text-fg shadow-sm " +
            "dark:ring-1 dark:ring-moon/25"
          }
        >
          <span className="font-display text-2xl font-bold leading-none">{post.day}</span>
          <span className="mt-1 text-[0.7rem] font-semibold uppercase tracking-wider">{post.month}</span>
        </time>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <DraftBadge draft={post.draft} className="mb-3 self-start" />
        <h2 className="text-xl font-bold">
          <Link
            to={postPath(post.urlTitle)}
            state={openedFromListState(listPage)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 font-medium text-muted">{post.titleDescription}</p>
        <p data-testid="blog-card-content" className="mt-4 mb-6 text-sm leading-relaxed text-muted">
          {truncate(post.excerpt, BLOG_CARD_CONTENT_LENGTH)}
        </p>
        <span
          aria-hidden="true"
          className={
            "mt-auto inline-flex items-center gap-2 self-start rounded-full border border-fg px-4 py-2 font-display text-sm " +
            "font-semibold transition-colors group-hover:bg-inverse group-hover:text-on-inverse"
          }
        >
          {t("blogPostCards.readMore")}
          <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
