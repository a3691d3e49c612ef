import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { BREAKPOINTS } from "~/lib/constants";
import { MobileMenuPanel } from "./mobile-menu-panel";
import { useMenuFocus } from "./use-menu-focus";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Up to 1024 px: a hamburger opening a panel over the whole screen under the header. The panel
 * is rendered into <body>, not inside the header: the header's blur and its hide-on-scroll
 * translate make it the containing block of anything fixed inside it, which clipped the panel
 * to the header's strip. The header owns `open` so it can stay shown while the menu is open.
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

  return (
    <div className="menu:hidden">
      <button
        ref={toggle}
        type="button"
        className="grid size-10 place-items-center rounded-full border border-edge"
        aria-expanded={open}
        // The panel exists only while open (a portal cannot be prerendered).
        aria-controls={open ? panelId : undefined}
        aria-label={t(open ? "nav.closeMenu" : "nav.openMenu")}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      {open && createPortal(<MobileMenuPanel ref={panel} id={panelId} onPick={close} />, document.body)}
    </div>
  );
}
