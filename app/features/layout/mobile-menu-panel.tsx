import type { Ref } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, NavLink } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { MOBILE_SECTION_SCROLL_DELAY_MS } from "~/lib/constants";
import { MENU, withDirectLink, type MenuEntry } from "./menu-data";
import { ProfileLinks } from "./profile-links";
import { useSectionLink } from "./use-section-link";
import { useMenuDescription } from "./use-menu-description";

type Props = { id: string; ref: Ref<HTMLElement>; onPick: () => void; onToggle: (open: boolean) => void };

/**
 * The open phone menu: every entry and its nested submenus, then Contact, which has no room in
 * the phone's header, and the side rail's links, since a phone has no rail. Like the panel itself,
 * the submenus are plain HTML that works before the app arrives.
 */
export function MobileMenuPanel({ id, ref, onPick, onToggle }: Props) {
  const { t } = useTranslation();
  const describe = useMenuDescription();
  const goToSection = useSectionLink(MOBILE_SECTION_SCROLL_DELAY_MS);
  const pick = (item: MenuEntry) => {
    onPick();
    goToSection(item);
  };

  return (
    <nav
      ref={ref}
      id={id}
      popover="auto"
      // React passes a submenu's <details> toggle up to here too: only the panel's own counts, or
      // closing one submenu by opening another would close the whole menu.
      onToggle={(event) => event.target === event.currentTarget && onToggle(event.newState === "open")}
      // A name of its own: both menus are in the page, and landmarks need unique names.
      aria-label={t("nav.phoneLabel")}
      // From the header's lower edge down, so the header's toggle stays in reach to close it (the
      // popover's own centred box is undone); hidden from 1025 px like the toggle.
      className={
        "fixed inset-x-0 bottom-0 top-[var(--header-height)] m-0 h-auto max-h-none w-auto max-w-none border-0 " +
        "overflow-y-auto overscroll-contain bg-surface px-5 text-fg menu:hidden"
      }
    >
      {/* At least the panel's height, so Contact and the profile links stand at its foot (under a
          short list they left the lower half of a tall phone empty); an open submenu pushes them
          down and the panel scrolls. */}
      <div className="mx-auto flex min-h-full max-w-xl flex-col pb-8 pt-2">
        <ul className="flex flex-col">
          {MENU.map((item) => {
            const subId = `${id}-${item.url.slice(1)}`;
            return (
              <li key={item.url} className="border-b border-line py-3">
                <div className="flex items-center justify-between gap-4">
                  <div>
                    {/* The page the visitor is on (or one under it) in the accent, as in the desktop menu. */}
                    <NavLink
                      to={item.url}
                      onClick={() => pick(item)}
                      className="block pt-1 font-display text-3xl font-bold tracking-tight aria-[current=page]:text-accent"
                    >
                      {t(item.title)}
                    </NavLink>
                    {describe(item) && <p className="pb-1 text-sm text-muted">{describe(item)}</p>}
                  </div>
                  {/* The chevron is a <details> of its own, so it opens the submenu from the first
                      paint, before the scripts; one name (the panel's id) makes them one at a time. The list below
                      follows its state through app.css, so it can run the row's full width. */}
                  {item.subMenu && (
                    <details name={id}>
                      <summary
                        className="grid size-11 place-items-center rounded-full"
                        aria-controls={subId}
                        aria-label={t("nav.showSubmenu", { title: t(item.title) })}
                      >
                        <Icon name="chevronDown" />
                      </summary>
                    </details>
                  )}
                </div>
                {item.subMenu && (
                  <ul id={subId} className="mb-2 ml-1 border-l-2 border-accent pl-4 font-display">
                    {withDirectLink(item).map((entry) => (
                      <li key={entry.url}>
                        {/* Ink, as links are: in the muted grey they read as disabled. */}
                        <Link
                          to={entry.url}
                          onClick={() => pick(entry)}
                          className="block py-2 text-xl font-semibold text-fg hover:text-accent"
                        >
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
        <div className="mt-auto pt-8">
          <Link
            to="/contact"
            onClick={onPick}
            className={
              "flex w-full items-center justify-center gap-2 rounded-full button-primary px-6 py-3.5 " +
              "font-display text-lg font-semibold"
            }
          >
            <Icon name="mail" />
            {t("nav.contactButton")}
          </Link>
          <p aria-hidden="true" className="mt-8 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
            {t("sidebar.label")}
          </p>
          <ProfileLinks
            named
            contact={false}
            className="mt-3 flex flex-wrap gap-2"
            itemClassName={
              "inline-flex min-h-11 items-center gap-2 rounded-full border border-edge px-4 font-display font-semibold " +
              "hover:border-accent hover:text-accent"
            }
          />
        </div>
      </div>
    </nav>
  );
}
