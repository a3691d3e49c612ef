import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SUBMENU_HIDE_DELAY_MS } from "~/lib/constants";
import type { MenuEntry } from "./menu-data";

type Props = { item: MenuEntry; onPick: (item: MenuEntry) => void; linkClass: string };

/** Opens on hover and on keyboard focus; closes 200 ms after the pointer leaves (spec §4). */
export function DesktopSubmenu({ item, onPick, linkClass }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();
  const title = t(item.title);

  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(false), SUBMENU_HIDE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const pick = (entry: MenuEntry) => {
    setOpen(false);
    onPick(entry);
  };

  return (
    <li
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
    >
      <span className="flex items-center">
        <NavLink to={item.url} className={linkClass} onClick={() => pick(item)}>
          {title}
        </NavLink>
        <button
          type="button"
          className="-ml-2 grid size-8 place-items-center rounded-full hover:bg-paper-2 dark:hover:bg-night-2"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t("nav.showSubmenu", { title })}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="chevronDown" size={16} className={open ? "rotate-180 transition" : "transition"} />
        </button>
      </span>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-80 rounded-2xl border border-line bg-paper p-2 shadow-xl dark:border-night-3 dark:bg-night-2"
      >
        {item.subMenu?.map((entry) => (
          <li key={entry.url}>
            <Link
              to={entry.url}
              onClick={() => pick(entry)}
              className="block rounded-xl px-3 py-2 hover:bg-paper-2 dark:hover:bg-night-3"
            >
              <span className="block font-semibold">{t(entry.title)}</span>
              {entry.description && (
                <span className="block text-sm text-ink-2 dark:text-moon-2">{t(entry.description)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
