import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { NavLink } from "~/i18n/localized-links";
import { identity } from "~/content/identity";
import { roleIn } from "~/content/owner-role";
import { ThemeToggle } from "~/features/theme/theme-toggle";
import { DesktopMenu } from "./desktop-menu";
import { LanguageChooser } from "./language-chooser";
import { LANGUAGES } from "~/i18n/languages";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useHeaderVisibility } from "./use-header-visibility";
import { useLanguage } from "~/i18n/use-language";

export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  // The open phone menu hangs under the header, whose toggle closes it: keep the header shown.
  const visible = useHeaderVisibility() || menuOpen;
  return (
    <header
      data-visible={visible}
      // Focus inside always brings the header back, so keyboard users never tab into a hidden bar.
      // Solid on a phone: headings sliding under a see-through bar read as a smudge on a small
      // screen; from 768 px the wider bar keeps its frosted glass.
      className={
        "fixed inset-x-0 top-0 z-50 h-[var(--header-height)] border-b border-line bg-surface md:bg-surface/90 md:backdrop-blur " +
        "transition-transform " +
        "duration-300 ease-out-soft focus-within:translate-y-0 data-[visible=false]:-translate-y-full"
      }
    >
      <div className="mx-auto flex h-full max-w-[1600px] items-center gap-3 px-5 sm:gap-4 md:px-8">
        <Logo />
        {/* The owner's name beside the mark, over the role; on the narrowest phones the mark alone.
            On a phone a long name takes two lines rather than running under the buttons. */}
        <p className={`${identity.name ? "hidden min-[380px]:block" : "hidden sm:block"} min-w-0 leading-tight`}>
          {identity.name && (
            <span className="block break-words font-display text-sm font-bold sm:whitespace-nowrap sm:text-base">{identity.name}</span>
          )}
          <span className="hidden max-w-44 text-xs font-medium uppercase tracking-wider text-muted sm:block">
            {roleIn(language)}
          </span>
        </p>
        <div className="flex flex-1 justify-center">
          <DesktopMenu />
        </div>
        {/* On the contact page it says so by a ring, not a colour: the primary button is one colour
            everywhere. */}
        <NavLink
          to="/contact"
          className={
            "hidden rounded-full button-primary px-5 py-2.5 font-display text-sm font-semibold sm:inline-block " +
            "aria-[current=page]:ring-2 aria-[current=page]:ring-fg/40 aria-[current=page]:ring-offset-2 " +
            "aria-[current=page]:ring-offset-surface"
          }
        >
          {t("nav.contactButton")}
        </NavLink>
        {/* A one-language site has nothing to choose. */}
        {LANGUAGES.length > 1 && <LanguageChooser />}
        <ThemeToggle />
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </header>
  );
}
