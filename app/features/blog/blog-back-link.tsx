import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { BackLink } from "~/components/ui/back-link";
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
    <BackLink to={listPagePath(page)} state={backToListState} preventScrollReset>
      {t("back")}
    </BackLink>
  );
}
