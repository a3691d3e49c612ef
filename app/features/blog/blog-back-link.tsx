import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { backToListState, listPageFrom } from "./back-to-list";
import { listPagePath } from "./blog-paths";

const noSubscription = () => () => {};

/**
 * Goes back to the list page the post was opened from (/blog when that is not known), which then
 * scrolls by the header's height so the list starts clear of it (see BlogListPage).
 */
export function BlogBackLink() {
  const { t } = useTranslation("blogPost");
  const { state } = useLocation();
  // Navigation state exists only in the browser (it survives a reload): the prerendered link
  // points at /blog, and the page it came from is read once hydrated, so the HTML still matches.
  const page = useSyncExternalStore(noSubscription, () => listPageFrom(state), () => 1);
  return (
    <Link
      to={listPagePath(page)}
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
