import { useEffect, useId, useRef, type FocusEvent, type PointerEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, NavLink } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { withDirectLink, type MenuEntry } from "./menu-data";
import { useMenuDescription } from "./use-menu-description";

type Props = {
  item: MenuEntry;
  open: boolean;
  onHover: (id: string) => void;
  onLeave: (id: string) => void;
  onToggle: (id: string) => void;
  onClose: (id: string) => void;
  onPick: (item: MenuEntry) => void;
  /** The top entries' type, shared with the plain ones. */
  textClass: string;
};

/*
 * One model for every input (the disclosure pattern): the chevron button owns the submenu.
 * A mouse opens it by hovering and it closes 200 ms after the pointer leaves, so a diagonal
 * move to the panel does not lose it. A click or tap on the chevron toggles it, and a click on
 * a submenu that is open only because of hover pins it open instead of closing it, since the
 * person clicking has just seen it appear. Touch has no hover, so a tap simply toggles. From the
 * keyboard the chevron is a Tab stop, Enter/Space toggle, Escape closes and returns focus to it,
 * and focus leaving the item closes it. A click anywhere else closes it. The title still navigates.
 */
export function DesktopSubmenu({ item, open, onHover, onLeave, onToggle, onClose, onPick, textClass }: Props) {
  const { t } = useTranslation();
  const describe = useMenuDescription();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const title = t(item.title);
  const id = item.url;

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onClose(id);
    };
    document.addEventListener("pointerdown", onOutside);
    return () => document.removeEventListener("pointerdown", onOutside);
  }, [open, id, onClose]);

  // Touch pointers also send enter/leave around a tap; only a hovering pointer means hover.
  const isHover = (event: PointerEvent) => event.pointerType !== "touch";
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(id);
  };
  const pick = (entry: MenuEntry) => {
    onClose(id);
    onPick(entry);
  };

  return (
    /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover opens the
       submenu for a mouse; Escape and blur bubble up from the link and the toggle button inside */
    <li
      ref={root}
      // Before the app arrives, CSS opens the submenu on hover and on focus inside (app.css).
      className="desktop-submenu relative"
      onPointerEnter={(event) => isHover(event) && onHover(id)}
      onPointerLeave={(event) => isHover(event) && onLeave(id)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        onClose(id);
        button.current?.focus();
      }}
    >
      {/* Title and chevron are one control to the eye: one pill under the pointer and while open
          (a fill on the chevron alone read as a second button). */}
      <span className={`flex items-center rounded-full hover:bg-surface-alt ${open ? "bg-surface-alt" : ""}`}>
        {/* While its submenu is open the title wears the accent too: the open panel is its. */}
        <NavLink
          to={item.url}
          className={`py-2 pl-4 pr-1 ${textClass} ${open ? "text-accent" : ""}`}
          onClick={() => pick(item)}
        >
          {title}
        </NavLink>
        <button
          ref={button}
          type="button"
          className="mr-1 grid size-8 place-items-center rounded-full"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t("nav.showSubmenu", { title })}
          onClick={() => onToggle(id)}
        >
          <Icon name="chevronDown" size={16} className={open ? "rotate-180 transition" : "transition"} />
        </button>
      </span>
      <ul
        id={panelId}
        hidden={!open}
        className={
          // Its left edge on the pill's, and its entries' text on the title's first letter: the pill
          // pads the title 16 px, the panel its entries 1 + 4 + 11 px (hung 16 px in, the text stood
          // 20 px right of the title's).
          "absolute left-0 top-full z-50 mt-2 w-80 rounded-2xl border border-line bg-raised px-1 py-2 shadow-xl " +
          "dark:border-moon/20 dark:shadow-black/60"
        }
      >
        {withDirectLink(item).map((entry) => (
          // The overview stands apart from the sections under it. At night the line colour is the
          // panel's own colour (both night-3), so the rule takes the panel edge's colour instead.
          <li
            key={entry.url}
            className={entry.url === item.url ? "mb-1 border-b border-line pb-1 dark:border-moon/20" : undefined}
          >
            <Link
              to={entry.url}
              onClick={() => pick(entry)}
              // An accent tint under the pointer (the second surface barely showed on the panel).
              className="block rounded-xl px-[11px] py-2 hover:bg-accent/10"
            >
              <span className="block font-semibold">{t(entry.title, { title })}</span>
              {describe(entry) && <span className="block text-sm text-muted">{describe(entry)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
