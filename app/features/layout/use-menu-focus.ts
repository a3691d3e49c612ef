import { useEffect, useEffectEvent, type RefObject } from "react";

type Options = {
  open: boolean;
  toggle: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLElement | null>;
  onClose: () => void;
};

// A submenu's chevron is the <summary> of its <details>.
const FOCUSABLE = "a[href], button:not([disabled]), summary";

/**
 * While the phone menu is open it is the page: focus starts on its first item, Tab cycles
 * through the toggle (which closes it) and the panel's items instead of wandering into the
 * page hidden behind it, Escape closes and puts focus back on the toggle, and the page
 * behind does not scroll.
 */
export function useMenuFocus({ open, toggle, panel, onClose }: Options) {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        toggle.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !toggle.current || !panel.current) return;
      const items = [toggle.current, ...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.getClientRects().length > 0,
      );
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? items[1] : items.at((at + (event.shiftKey ? -1 : 1)) % items.length);
      event.preventDefault();
      next?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, toggle, panel]);
}
