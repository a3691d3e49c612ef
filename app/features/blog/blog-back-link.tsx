import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { backToListState } from "./back-to-list";

/**
 * Goes to /blog, which then scrolls by the header's height so the list starts clear of it (see
 * BlogListPage).
 */
export function BlogBackLink() {
  const { t } = useTranslation("blogPost");
  return (
    <Link
      to="/blog"
      state={backToListState}
      preventScrollReset
      className={
        "inline-flex items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 font-display text-sm font-semibold text-ink " +
        "transition-colors hover:border-ink dark:border-night-3 dark:bg-night dark:text-moon dark:hover:border-moon"
      }
    >
      <Icon name="arrowLeft" size={16} />
      {t("back")}
    </Link>
  );
}
