import { useCallback } from "react";
import { scrollToSection, scrollToTop } from "~/lib/scroll-to-section";
import type { MenuEntry } from "./menu-data";

/**
 * A menu item is a real link to its route; after the navigation it scrolls to its section
 * once the page has had `delay` ms to render (the target does not exist before that).
 */
export function useSectionLink(delay: number) {
  return useCallback(
    (item: MenuEntry) => {
      const { sectionId } = item;
      window.setTimeout(() => {
        if (!sectionId || sectionId === "home" || sectionId === "my-work") scrollToTop();
        else scrollToSection(sectionId);
      }, delay);
    },
    [delay],
  );
}
