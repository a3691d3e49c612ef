import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { DraftBadge } from "~/components/ui/draft-badge";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { BlogPostCard } from "~/content/cards.server";
import { openedFromListState } from "./back-to-list";
import { postPath } from "./blog-paths";
import { formatPostDate } from "./format-post-date";
import { overlayColour } from "./overlay-colour";
import { useLanguage } from "~/i18n/use-language";
import { truncate } from "~/lib/truncate";
import { sideways, type Wide } from "./sideways";

type Props = {
  post: BlogPostCard;
  /** The first card's image is the largest paint of the list on a phone: load it at once. */
  priority?: boolean;
  /** The list page the card is on: the post's go-back link returns there. */
  listPage?: number;
  /** Where the card spans more than one column it lies sideways, picture left, words right. */
  wide?: Wide;
};

/** A card shows this many characters of the post, then an ellipsis. */
const BLOG_CARD_CONTENT_LENGTH = 160;

// Whole class names, for Tailwind to find them.
const CARD = { none: "", mdOnly: "md:flex-row xl:flex-col", xlOnly: "xl:flex-row", both: "md:flex-row" };
const PICTURE = {
  none: "",
  mdOnly: "md:aspect-auto md:w-1/2 md:shrink-0 xl:aspect-[16/10] xl:w-auto",
  xlOnly: "xl:aspect-auto xl:w-1/2 xl:shrink-0",
  both: "md:aspect-auto md:w-1/2 md:shrink-0",
};

// The title link is stretched over the whole card (its ::after), so the card is one real link
// with the title as its name; "Read more" is the visible call to action, not a second link.
export function BlogCard({ post, priority = false, listPage = 1, wide = { md: false, xl: false } }: Props) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  const colour = overlayColour(post.urlTitle);
  return (
    <article
      data-testid="blog-card"
      className={
        "group relative flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-sm transition duration-300 " +
        "ease-out-soft hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 " +
        `has-[a:focus-visible]:outline-accent ${sideways(wide, CARD)}`
      }
    >
      {/* A little lower on a phone, so the first card's title is on the first screen. */}
      <div className={`relative aspect-[16/10] overflow-hidden max-md:aspect-[16/9] ${sideways(wide, PICTURE)}`}>
        <ResponsiveImage
          image={post.img}
          alt={post.alt}
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
          pictureClassName="contents"
          className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-105"
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
      </div>
      <div className="flex flex-1 flex-col p-6">
        <DraftBadge draft={post.draft} className="mb-3 self-start" />
        {/* Topic and date sit with the words, not over the art: the art stays a picture. */}
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-xs font-semibold uppercase tracking-wider">
          <span className="text-accent">{post.suffix}</span>
          <span aria-hidden="true" className="h-px w-4 bg-edge" />
          <time dateTime={post.date} className="text-muted">
            {formatPostDate(post.date, language)}
          </time>
        </p>
        <h2 className="text-2xl font-bold leading-tight">
          <Link
            to={postPath(post.urlTitle)}
            state={openedFromListState(listPage)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </h2>
        {/* Regular weight in the body colour, a step under the bold title and apart from it: at
            medium weight it read as a second title. */}
        <p className="mt-3 font-normal text-fg">{post.titleDescription}</p>
        <p data-testid="blog-card-content" className="mt-3 mb-6 text-sm leading-relaxed text-muted">
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
