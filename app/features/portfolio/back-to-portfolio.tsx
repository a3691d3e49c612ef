import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { backTarget, readRememberedSection } from "./portfolio-navigation";

/**
 * Spec §2: back to the section the visitor came from. The prerendered link points at /portfolio;
 * session storage exists only in the browser, so it is read after hydration.
 */
export function BackToPortfolio() {
  const { t } = useTranslation("portfolio");
  const { state } = useLocation();
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => setStored(readRememberedSection()), []);
  return (
    <Link
      to={backTarget(state, stored)}
      className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 font-display text-sm font-semibold hover:border-accent hover:text-accent dark:border-night-3 dark:hover:border-ember dark:hover:text-ember"
    >
      <Icon name="arrowLeft" size={18} />
      {t("project.back")}
    </Link>
  );
}
