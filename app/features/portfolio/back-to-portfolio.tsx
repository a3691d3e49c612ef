import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { BackLink } from "~/components/ui/back-link";
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
    <BackLink to={target} viewTransition>
      {t("project.back")}
    </BackLink>
  );
}
