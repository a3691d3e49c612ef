import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { BREAKPOINTS } from "~/lib/constants";
import { MobileMenuPanel } from "./mobile-menu-panel";
import { useMenuFocus } from "./use-menu-focus";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Up to 1024 px: a hamburger opening a panel over the whole screen under the header. The panel
 * is a popover the hamburger opens by itself, so it works from the first paint, before the
 * scripts arrive; a popover sits in the top layer, so the header's blur and hide-on-scroll
 * translate (which make it the containing block of anything fixed inside it) cannot clip it to
 * the header's strip. Once the app runs it follows the popover's state and adds the rest: the
 * scroll lock, focus, closing on a pick. The header owns `open` so it can stay shown while the
 * menu is open.
 */
export function MobileMenu({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  useEffect(() => onOpenChange(false), [pathname, onOpenChange]);
  // Widening past the breakpoint hides the panel; close it so the page scrolls again.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.mobileMenu + 1}px)`);
    const onChange = () => desktop.matches && onOpenChange(false);
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [open, onOpenChange]);
  useMenuFocus({ open, toggle, panel, onClose: close });
  // The app's word is the popover's state (a close on a pick, a route change or Escape), once it
  // has taken over the state the popover was in when it arrived…
  const adopted = useRef(false);
  useEffect(() => {
    const el = panel.current;
    if (!adopted.current) {
      adopted.current = true;
      return;
    }
    if (!el || el.matches(":popover-open") === open) return;
    if (open) el.showPopover();
    else el.hidePopover();
  }, [open]);
  // …and a panel opened before the app arrived stays open in it.
  useEffect(() => {
    if (panel.current?.matches(":popover-open")) onOpenChange(true);
  }, [onOpenChange]);

  return (
    <div className="menu:hidden">
      <button
        ref={toggle}
        type="button"
        className="grid size-10 place-items-center rounded-full border border-edge"
        popoverTarget={panelId}
        // No aria-expanded: the browser exposes a popover invoker's state itself, and HTML
        // forbids the attribute on it. The name says which way a tap goes.
        aria-controls={panelId}
        aria-label={t(open ? "nav.closeMenu" : "nav.openMenu")}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      <MobileMenuPanel ref={panel} id={panelId} onPick={close} onToggle={onOpenChange} />
    </div>
  );
}
