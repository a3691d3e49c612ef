import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { MOBILE_SECTION_SCROLL_DELAY_MS } from "~/lib/constants";
import { MENU, withDirectLink, type MenuEntry } from "./menu-data";
import { useSectionLink } from "./use-section-link";

/** Up to 1024 px: a hamburger opening a full-screen panel; the page behind cannot scroll. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const goToSection = useSectionLink(MOBILE_SECTION_SCROLL_DELAY_MS);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const pick = (item: MenuEntry) => {
    setOpen(false);
    goToSection(item);
  };

  return (
    <div className="menu:hidden">
      <button
        ref={toggle}
        type="button"
        className="grid size-10 place-items-center rounded-full border border-edge dark:border-night-edge"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? "nav.closeMenu" : "nav.openMenu")}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t("nav.label")}
        className="fixed inset-x-0 bottom-0 top-[var(--header-height)] z-40 overflow-y-auto overscroll-contain bg-paper px-6 pb-10 pt-4 dark:bg-night"
      >
        <ul className="mx-auto flex max-w-xl flex-col gap-1">
          {MENU.map((item) => {
            const subId = `${panelId}-${item.url.slice(1)}`;
            const isOpen = expanded === item.url;
            return (
              <li key={item.url} className="border-b border-line py-2 dark:border-night-3">
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
      </nav>
    </div>
  );
}
