import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { backTarget, readRememberedSection } from "./portfolio-navigation";

/**
 * Back to the section the visitor came from, not the top of a long page. The prerendered link
 * points at /portfolio; navigation state and session storage exist only in the browser, so the
 * target is worked out after hydration (computing it while hydrating would not match the
 * prerendered href). The way back runs the view transition that brought the visitor here in
 * reverse: the cover returns to its card.
 */
export function BackToPortfolio() {
  const { t } = useTranslation("portfolio");
  const { state } = useLocation();
  const [target, setTarget] = useState("/portfolio");
  // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is read after hydration (see above)
  useEffect(() => setTarget(backTarget(state, readRememberedSection())), [state]);
  return (
    <Link
      to={target}
      viewTransition
      className={
        "inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 font-display text-sm font-semibold hover:border-accent " +
        "hover:text-accent"
      }
    >
      <Icon name="arrowLeft" size={18} />
      {t("project.back")}
    </Link>
  );
}
