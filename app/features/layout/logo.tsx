import { Link } from "~/i18n/localized-links";
import { useTranslation } from "~/i18n/use-translation";
import siteDark from "~/assets/logo/logo-dark.svg?url";
import siteLight from "~/assets/logo/logo-light.svg?url";
import { identity } from "~/content/identity";
import { FAVICONS } from "~/features/theme/favicons";

// The owner's own logo.svg (and logo-dark.svg) in the content folder, when they add one, is both
// the page icon and the header's mark; else the site's own mark.
const [logoLight, logoDark] = __OWNER_LOGO__ ? [FAVICONS.light, FAVICONS.dark] : [siteLight, siteDark];
const letters = __OWNER_LOGO__ ? undefined : identity.logo;

/** The file of the header's dark mark when it draws an image (no initials in site.json), for the boot script to preload. */
export const DARK_MARK: string | undefined = letters ? undefined : logoDark;

/**
 * The owner's initials (site.json `logo`) drawn like the site's own mark, or that mark. Both
 * image variants are in the HTML; CSS shows the one for the theme, so it never flashes. The dark
 * one is lazy: under display:none it is never fetched, so a light-theme visitor's first view
 * does without its request (React preloads eager images only). For a dark-theme visitor the
 * boot script preloads it (root.tsx), or it would come only once the page is laid out.
 */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile/#home"
      className="flex shrink-0 items-center gap-3 rounded-xl"
      // Initials on show are part of the name, so a voice user can say what they see.
      aria-label={letters ? t("logoWithInitials", { initials: letters }) : t("logoLabel")}
    >
      {letters ? (
        <span
          aria-hidden="true"
          data-testid="logo-text"
          className={
            "relative grid size-11 place-items-center rounded-[11px] bg-inverse font-display font-bold tracking-tight text-on-inverse " +
            `dark:text-ink ${letters.length > 2 ? "text-xs" : "text-base"}`
          }
        >
          {letters}
          <span className="absolute right-1 top-1 size-1.5 rounded-full bg-mark" />
        </span>
      ) : (
        <>
          <img src={logoLight} alt="" width={44} height={44} className="size-11 dark:hidden" />
          <img src={logoDark} alt="" width={44} height={44} loading="lazy" className="hidden size-11 dark:block" />
        </>
      )}
    </Link>
  );
}
