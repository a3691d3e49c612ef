import { useLayoutEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { BlogPostCard } from "~/content/cards.server";
import { BlogCard } from "./blog-card";
import { BlogPagination } from "./blog-pagination";
import { BlogPageHead, type BlogHeadTexts } from "./blog-page-head";
import { isBackToList, scrollBelowHeader } from "./back-to-list";
import { groupByYear } from "./year-groups";
import { blogSpans, drawnWithFirstCard, wideColumns } from "./blog-grid-spans";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

const GRID = "mt-6 grid gap-6 md:mt-10 md:grid-cols-2 md:gap-8";
/** The grid's columns from 768 px (GRID's md:grid-cols-2); from 1280 px wideColumns chooses. */
const MD_COLUMNS = 2;
const XL_GRID: Record<number, string> = { 2: "xl:grid-cols-2", 3: "xl:grid-cols-3" };
// Whole class names, for Tailwind to find them.
const MD_SPAN: Record<number, string> = { 1: "md:col-span-1", 2: "md:col-span-2" };
const XL_SPAN: Record<number, string> = { 1: "xl:col-span-1", 2: "xl:col-span-2", 3: "xl:col-span-3" };

/** A card's spans as classes, and whether it lies sideways (wider than one column) at md and xl. */
function place(md: number, xl: number) {
  return { className: `${MD_SPAN[md]} ${XL_SPAN[xl]}`, wide: { md: md > 1, xl: xl > 1 } };
}

/**
 * A block that skips rendering until near (render-when-near in app/app.css) is drawn a frame after
 * its neighbours; in a row with blocks drawn at once it made the row taller as it came in. So the
 * first card's row (its image is the first paint) is drawn at once at each width, and every later
 * card may wait. `drawn` is how many cards that row holds on phones, from 768 px and from 1280 px.
 * Whole class names, for Tailwind to find them.
 */
function renderWhenNear(item: number, drawn: { phone: number; md: number; xl: number }): string {
  const waits = [
    item >= drawn.phone && "max-md:render-when-near",
    item >= drawn.md && "md:max-xl:render-when-near",
    item >= drawn.xl && "xl:render-when-near",
  ].filter(Boolean);
  return waits.length === 3 ? "render-when-near" : waits.join(" ");
}

type Props = {
  /** This page's cards, newest first. */
  posts: BlogPostCard[];
  page: number;
  pageCount: number;
  /** Every post, on all the pages. */
  total: number;
  /** The owner's words atop the list. */
  texts: BlogHeadTexts;
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
    <p className="pb-1 text-right text-sm font-normal text-muted">
      {t("postCount", { count: total })}
      {pageCount > 1 && <span className="block">{t("pagination.pageOf", { page, count: pageCount })}</span>}
    </p>
  );

  return (
    <div className={`${PAGE_COLUMN} ${SPACE.top} ${SPACE.bottom}`}>
      <BlogPageHead texts={texts} />
      {groups.length === 0 ? (
        <p
          role="status"
          className={
            "mt-10 flex w-full items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-line p-10 text-center " +
            "text-lg text-muted md:mt-16"
          }
        >
          <Icon name="pen" />
          {t("empty")}
        </p>
      ) : (
        groups.map((group, groupIndex) => {
          // The newest post, atop the list's first page, is featured: a row of its own, lying
          // sideways. Each year's rows end full: its last cards widen where a row is left short.
          const featured = page === 1 && groupIndex === 0;
          const md = blogSpans(group.posts.length, MD_COLUMNS, featured);
          const xlColumns = wideColumns(group.posts.length, featured);
          const xl = blogSpans(group.posts.length, xlColumns, featured);
          // Later years lie below the first screen: all their cards may wait.
          const drawn =
            groupIndex === 0
              ? { phone: 1, md: drawnWithFirstCard(md, MD_COLUMNS), xl: drawnWithFirstCard(xl, xlColumns) }
              : { phone: 0, md: 0, xl: 0 };
          return (
            // A year's posts may run on from the page before: each page heads its own runs.
            <section
              key={group.year}
              aria-labelledby={`year-${group.year}`}
              className={groupIndex > 0 ? "mt-20" : "mt-10 md:mt-12"}
            >
              <div className="flex items-end justify-between gap-6 border-b border-line pb-4">
                {/* A heading over its cards, stronger than the post count beside it and well under the
                    page's title. */}
                <h2 id={`year-${group.year}`} className="font-display text-2xl font-semibold leading-none">
                  {group.year}
                </h2>
                {groupIndex === 0 && count}
              </div>
              <ul className={`${GRID} ${XL_GRID[xlColumns]}`} data-xl-columns={xlColumns}>
                {group.posts.map((post, position) => {
                  const index = items.indexOf(post);
                  const spans = place(md[position]!, xl[position]!);
                  return (
                    <li key={post.urlTitle} className={`crop-marks flex ${spans.className} ${renderWhenNear(position, drawn)}`.trim()}>
                      <BlogCard
                        post={post}
                        priority={index === 0}
                        listPage={page}
                        wide={spans.wide}
                        featured={featured && position === 0}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      )}
      {pageCount > 1 && <BlogPagination page={page} pageCount={pageCount} />}
    </div>
  );
}
