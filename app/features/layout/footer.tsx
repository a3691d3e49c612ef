import { useTranslation } from "~/i18n/use-translation";
import { siteName } from "~/content/identity";

// The year of the build, so prerendered HTML and hydration always agree.
const YEAR = __BUILD_YEAR__;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line px-6 py-8 text-center text-sm text-muted">
      <p>{t("footer.copyright", { year: YEAR, owner: siteName() })}</p>
    </footer>
  );
}
