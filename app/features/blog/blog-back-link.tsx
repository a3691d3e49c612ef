import { useTranslation } from "react-i18next";
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
        "inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 font-display text-sm font-semibold text-fg " +
        "transition-colors hover:border-fg"
      }
    >
      <Icon name="arrowLeft" size={16} />
      {t("back")}
    </Link>
  );
}
