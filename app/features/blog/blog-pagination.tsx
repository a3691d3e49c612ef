import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { listPagePath } from "./blog-paths";
import { paginationItems, type PaginationItem } from "./blog-pages";

type Props = { page: number; pageCount: number };

// Which screens show an entry of the page-number row (see paginationItems).
function shownOn({ narrow, wide }: Pick<PaginationItem, "narrow" | "wide">): string {
  if (narrow && wide) return "flex";
  return narrow ? "flex md:hidden" : "hidden md:flex";
}

const CELL = "size-10 items-center justify-center rounded-full font-display text-sm font-semibold";
const STEP =
  "inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-line px-3 font-display text-sm " +
  "font-semibold transition-colors hover:border-fg";

/**
 * Previous, the page numbers and next, as plain links (prerendered, so every page of the list is
 * reachable without JavaScript). On phones the arrows keep their words for screen readers only.
 */
export function BlogPagination({ page, pageCount }: Props) {
  const { t } = useTranslation("blogPost");
  const step = (to: number, rel: "prev" | "next") => (
    <Link to={listPagePath(to)} rel={rel} className={`${STEP} ${rel === "prev" ? "justify-self-start" : "justify-self-end"}`}>
      {rel === "prev" && <Icon name="arrowLeft" size={16} />}
      <span className="sr-only md:not-sr-only">{t(rel === "prev" ? "pagination.previous" : "pagination.next")}</span>
      {rel === "next" && <Icon name="arrowRight" size={16} />}
    </Link>
  );
  // The first and the last page keep an empty cell, so the numbers stay centred.
  const none = <span aria-hidden="true" />;
  return (
    <nav
      aria-label={t("pagination.label")}
      className="mt-16 grid grid-cols-[1fr_auto_1fr] items-center gap-2 border-t border-line pt-8"
    >
      {page > 1 ? step(page - 1, "prev") : none}
      <ol className="flex items-center gap-1">
        {paginationItems(page, pageCount).map((item, index) =>
          item.kind === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${shownOn(item)} w-6 justify-center text-muted`}>
              …
            </li>
          ) : (
            <li key={item.page} className={shownOn(item)}>
              <Link
                to={listPagePath(item.page)}
                aria-label={t("pagination.page", { page: item.page })}
                aria-current={item.page === page ? "page" : undefined}
                className={
                  `flex ${CELL} ` +
                  (item.page === page
                    ? "bg-inverse text-on-inverse"
                    : "border border-line transition-colors hover:border-fg")
                }
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? step(page + 1, "next") : none}
    </nav>
  );
}
