import { useTranslation } from "~/i18n/use-translation";
import { NavLink } from "~/i18n/localized-links";
import { MENU } from "./menu-data";
import { DesktopSubmenu } from "./desktop-submenu";
import { useSectionLink } from "./use-section-link";
import { useSubmenuState } from "./use-submenu-state";
import { SECTION_SCROLL_DELAY_MS } from "~/lib/constants";

// An entry's type; a plain entry is its own pill, a submenu's title shares one with its chevron.
const topText = "font-display text-[0.95rem] font-semibold aria-[current=page]:text-accent";
const topLink = `rounded-full px-4 py-2 hover:bg-surface-alt ${topText}`;

export function DesktopMenu() {
  const { t } = useTranslation();
  const goToSection = useSectionLink(SECTION_SCROLL_DELAY_MS);
  const submenu = useSubmenuState();
  return (
    <nav aria-label={t("nav.label")} className="hidden menu:block">
      <ul className="flex items-center gap-1">
        {MENU.map((item) =>
          item.subMenu ? (
            <DesktopSubmenu
              key={item.url}
              item={item}
              open={submenu.open === item.url}
              onHover={submenu.hover}
              onLeave={submenu.leave}
              onToggle={submenu.toggle}
              onClose={submenu.close}
              onPick={goToSection}
              textClass={topText}
            />
          ) : (
            <li key={item.url}>
              <NavLink to={item.url} className={topLink} onClick={() => goToSection(item)}>
                {t(item.title)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
