import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import logoDark from "~/assets/logo/logo-dark.svg?url";
import logoLight from "~/assets/logo/logo-light.svg?url";

/** Both variants are in the HTML; CSS shows the one for the theme, so it never flashes. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/profile/#home" className="flex shrink-0 items-center gap-3 rounded-xl" aria-label={t("logoLabel")}>
      <img src={logoLight} alt="" width={44} height={44} className="size-11 dark:hidden" />
      <img src={logoDark} alt="" width={44} height={44} className="hidden size-11 dark:block" />
    </Link>
  );
}
