import { useTranslation } from "~/i18n/use-translation";
import { siteName } from "~/content/identity";
import { ProfileLinks } from "./profile-links";
import { PAGE_COLUMN } from "~/components/ui/page-column";

// The year of the build, so prerendered HTML and hydration always agree.
const YEAR = __BUILD_YEAR__;

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-display font-semibold text-fg hover:bg-surface-alt hover:text-accent";

/** The copyright and, at every width, the side rail's links: on a phone this is where they live. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line text-sm text-muted">
      <div className={`${PAGE_COLUMN} flex flex-col items-center gap-4 py-8 md:flex-row-reverse md:justify-between`}>
        {/* From 768 px the last link's text ends on the column's edge: its padding (the hover
            pill's) hangs outside, as the copyright's text starts on the other edge. */}
        <ProfileLinks named className="flex flex-wrap justify-center gap-x-1 gap-y-2 md:-mr-3" itemClassName={linkClass} />
        <p className="text-center md:text-left">{t("footer.copyright", { year: YEAR, owner: siteName() })}</p>
      </div>
    </footer>
  );
}
