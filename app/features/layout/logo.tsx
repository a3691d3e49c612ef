import { Link } from "~/i18n/localized-links";
import { useTranslation } from "~/i18n/use-translation";
import logoDark from "~/assets/logo/logo-dark.svg?url";
import logoLight from "~/assets/logo/logo-light.svg?url";
import { identity } from "~/content/identity";

/** The file of the header's dark mark when it draws the site's own (no initials in site.json), for the boot script to preload. */
export const DARK_MARK: string | undefined = identity.logo ? undefined : logoDark;

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
      aria-label={identity.logo ? t("logoWithInitials", { initials: identity.logo }) : t("logoLabel")}
    >
      {identity.logo ? (
        <span
          aria-hidden="true"
          data-testid="logo-text"
          className={
            "relative grid size-11 place-items-center rounded-[11px] bg-inverse font-display font-bold tracking-tight text-on-inverse " +
            `dark:text-ink ${identity.logo.length > 2 ? "text-xs" : "text-base"}`
          }
        >
          {identity.logo}
          <span className="absolute right-1 top-1 size-1.5 rounded-full bg-[#f0643c] dark:bg-rust" />
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
