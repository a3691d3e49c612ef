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
  /** The newest post atop the list: a row of its own, its picture the larger part, a larger title. */
  featured?: boolean;
};

/** A card shows this many characters of the post, then an ellipsis. */
const BLOG_CARD_CONTENT_LENGTH = 160;

// Whole class names, for Tailwind to find them.
const CARD = { none: "", mdOnly: "md:flex-row xl:flex-col", xlOnly: "xl:flex-row", both: "md:flex-row" };
// Sideways, the picture keeps its 16:10 and stands in the middle of the card's height, rather
// than stretching to the words and cutting the art.
const PICTURE = {
  none: "",
  mdOnly: "md:w-1/2 md:shrink-0 md:self-center xl:w-auto xl:self-auto",
  xlOnly: "xl:w-1/2 xl:shrink-0 xl:self-center",
  both: "md:w-1/2 md:shrink-0 md:self-center",
};
// Featured, the picture beside the words, which stand in the middle.
const FEATURED = {
  picture: "md:w-7/12 md:shrink-0 md:self-center",
  words: "md:justify-center md:p-10",
  sizes: "(min-width: 1280px) 625px, (min-width: 768px) 55vw, 100vw",
};

// The title link is stretched over the whole card (its ::after), so the card is one real link
// (one tab stop) with the title as its name; "Read more" is the visible call to action, a line of
// text, not a second link. The description is shown whole (clamped, it read as cut twice beside
// the excerpt); the start of the post is cut in code at a word, with "…", and shown whole: a line
// clamp on top of it cut it again mid-word ("…an HTML page, o…") at some widths.
export function BlogCard({ post, priority = false, listPage = 1, wide = { md: false, xl: false }, featured = false }: Props) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  const colour = overlayColour(post.urlTitle);
  return (
    <article
      data-testid="blog-card"
      data-featured={featured || undefined}
      className={
        "group relative flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-sm transition duration-300 " +
        "ease-out-soft hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 " +
        `has-[a:focus-visible]:outline-accent ${sideways(wide, CARD)}`
      }
    >
      {/* Every frame is 16:10, the covers' ratio, so art drawn for it is never cut (at 16:9 a label
          near the art's top edge lost its margin); a picture of another shape is cut around its
          `imgFocus`. */}
      <div
        className={`relative aspect-[16/10] overflow-hidden ${featured ? FEATURED.picture : sideways(wide, PICTURE)}`}
      >
        <ResponsiveImage
          image={post.img}
          alt={post.alt}
          priority={priority}
          sizes={featured ? FEATURED.sizes : "(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"}
          pictureClassName="contents"
          objectPosition={post.imgFocus}
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
      <div className={`flex flex-1 flex-col p-5 ${featured ? FEATURED.words : ""}`}>
        <DraftBadge draft={post.draft} className="mb-3 self-start" />
        {/* Topic and date sit with the words, not over the art: the art stays a picture. */}
        <p className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-xs font-semibold uppercase tracking-wider">
          <span className="text-accent">{post.suffix}</span>
          <span aria-hidden="true" className="h-px w-4 bg-edge" />
          <time dateTime={post.date} className="text-muted">
            {formatPostDate(post.date, language)}
          </time>
        </p>
        <h2 className={`font-bold leading-tight ${featured ? "text-2xl md:text-[2rem]" : "text-xl"}`}>
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
        <p className={`mt-2 font-normal text-fg ${featured ? "md:text-lg" : ""}`.trim()}>{post.titleDescription}</p>
        <p
          data-testid="blog-card-content"
          className="mt-2 mb-4 text-sm leading-relaxed text-muted"
        >
          {truncate(post.excerpt, BLOG_CARD_CONTENT_LENGTH)}
        </p>
        <span
          aria-hidden="true"
          data-testid="blog-card-read-more"
          className="mt-auto inline-flex items-center gap-1.5 self-start font-display text-sm font-semibold group-hover:text-accent"
        >
          {t("blogPostCards.readMore")}
          <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
