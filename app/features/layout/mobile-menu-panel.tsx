import { useState, type Ref } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { MOBILE_SECTION_SCROLL_DELAY_MS } from "~/lib/constants";
import { MENU, withDirectLink, type MenuEntry } from "./menu-data";
import { useSectionLink } from "./use-section-link";

type Props = { id: string; ref: Ref<HTMLElement>; onPick: () => void };

/** The open phone menu: every entry, its nested submenus, and Contact, which has no room in the phone's header. */
export function MobileMenuPanel({ id, ref, onPick }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  const goToSection = useSectionLink(MOBILE_SECTION_SCROLL_DELAY_MS);
  const pick = (item: MenuEntry) => {
    onPick();
    goToSection(item);
  };

  return (
    <nav
      ref={ref}
      id={id}
      aria-label={t("nav.label")}
      // z-40 keeps it under the header (z-50), whose toggle closes it; hidden from 1025 px like the toggle.
      className={
        "fixed inset-x-0 bottom-0 top-[var(--header-height)] z-40 overflow-y-auto overscroll-contain bg-surface px-6 pb-10 pt-4 " +
        "menu:hidden"
      }
    >
      <ul className="mx-auto flex max-w-xl flex-col gap-1">
        {MENU.map((item) => {
          const subId = `${id}-${item.url.slice(1)}`;
          const isOpen = expanded === item.url;
          return (
            <li key={item.url} className="border-b border-line py-2">
              <div className="flex items-center justify-between">
                <Link to={item.url} onClick={() => pick(item)} className="py-2 font-display text-2xl font-bold">
                  {t(item.title)}
                </Link>
                {item.subMenu && (
                  <button
                    type="button"
                    className="grid size-11 place-items-center rounded-full"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    aria-label={t("nav.showSubmenu", { title: t(item.title) })}
                    onClick={() => setExpanded(isOpen ? null : item.url)}
                  >
                    <Icon name="chevronDown" className={isOpen ? "rotate-180" : ""} />
                  </button>
                )}
              </div>
              {item.subMenu && (
                <ul id={subId} hidden={!isOpen} className="pb-2 pl-3">
                  {withDirectLink(item).map((entry) => (
                    <li key={entry.url}>
                      <Link to={entry.url} onClick={() => pick(entry)} className="block py-2 text-lg">
                        {t(entry.title, { title: t(item.title) })}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <Link
        to="/contact"
        onClick={onPick}
        className="mx-auto mt-8 flex w-fit items-center gap-2 rounded-full button-primary px-6 py-3 font-display text-lg font-semibold"
      >
        <Icon name="mail" />
        {t("nav.contactButton")}
      </Link>
    </nav>
  );
}
