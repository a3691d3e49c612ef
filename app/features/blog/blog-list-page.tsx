import { useLayoutEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { BlogPostCard } from "~/content/cards.server";
import { BlogCard } from "./blog-card";
import { BlogPagination } from "./blog-pagination";
import { BlogTitleTile, type BlogTileTexts } from "./blog-title-tile";
import { isBackToList, scrollBelowHeader } from "./back-to-list";
import { groupByYear } from "./year-groups";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

const GRID = "mt-10 grid gap-8 md:grid-cols-2 xl:grid-cols-3";

/**
 * Whether a card may skip rendering until it comes near (render-when-near in app/app.css). The
 * title tile and the first card are always drawn. The second card shares their row on wide screens
 * (three columns), where, skipped, it came into the row a frame late and made the row taller,
 * moving the cards beside it; it skips only where the row holds two.
 */
function renderWhenNear(index: number): string {
  if (index === 0) return "";
  return index === 1 ? "max-xl:render-when-near" : "render-when-near";
}

type Props = {
  /** This page's cards, newest first. */
  posts: BlogPostCard[];
  page: number;
  pageCount: number;
  /** Every post, on all the pages. */
  total: number;
  /** The owner's words on the title tile. */
  texts: BlogTileTexts;
};

export function BlogListPage({ posts: items, page, pageCount, total, texts }: Props) {
  const { t } = useTranslation("blogPost");
  const location = useLocation();

  // The post page's go-back button lands here scrolled by the header's height, so the fixed header
  // does not cover the top of the list.
  useLayoutEffect(() => {
    if (isBackToList(location.state)) scrollBelowHeader();
  }, [location.key, location.state]);

  const groups = groupByYear(items);
  const count = items.length > 0 && (
    <p className="pb-1 text-right font-display text-sm font-semibold uppercase tracking-widest text-muted">
      {t("postCount", { count: total })}
      {pageCount > 1 && <span className="block">{t("pagination.pageOf", { page, count: pageCount })}</span>}
    </p>
  );

  return (
    <div className={`${PAGE_COLUMN} ${SPACE.top} ${SPACE.bottom}`}>
      {groups.length === 0 ? (
        <ul className={GRID}>
          <li className="flex">
            <BlogTitleTile texts={texts} />
          </li>
          <li className="flex md:col-span-1 xl:col-span-2">
            <p
              role="status"
              className={
                "flex w-full items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-line p-10 text-center text-lg " +
                "text-muted"
              }
            >
              <Icon name="pen" />
              {t("empty")}
            </p>
          </li>
        </ul>
      ) : (
        groups.map((group, groupIndex) => (
          // A year's posts may run on from the page before: each page heads its own runs.
          <section key={group.year} aria-labelledby={`year-${group.year}`} className={groupIndex > 0 ? "mt-20" : undefined}>
            <div className="flex items-end justify-between gap-6 border-b border-line pb-4">
              {/* A label over the cards, well under the page's title. */}
              <h2 id={`year-${group.year}`} className="font-display text-lg font-semibold leading-none tracking-widest text-muted">
                {group.year}
              </h2>
              {groupIndex === 0 && count}
            </div>
            <ul className={GRID}>
              {groupIndex === 0 && (
                // Only as tall as its words: stretched to the cards' row it was a tall, empty block.
                <li className="flex self-start">
                  <BlogTitleTile texts={texts} />
                </li>
              )}
              {group.posts.map((post) => {
                const index = items.indexOf(post);
                return (
                  <li key={post.urlTitle} className={`flex ${renderWhenNear(index)}`.trim()}>
                    <BlogCard post={post} priority={index === 0} listPage={page} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {pageCount > 1 && <BlogPagination page={page} pageCount={pageCount} />}
    </div>
  );
}
