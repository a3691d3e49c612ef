import { useEffect } from "react";
import { useLocation } from "react-router";
import { SECTION_SCROLL_DELAY_MS } from "./constants";
import { scrollToSection } from "./scroll-to-section";

/**
 * `/profile/{sectionId}` and `/portfolio/{sectionId}` are their page scrolled to that section
 * (spec route table). The first section is the top of the page, so it needs no scroll.
 */
export function usePathSection(sections: readonly string[]) {
  const { pathname } = useLocation();
  useEffect(() => {
    const id = pathname.split("/").filter(Boolean).at(-1) ?? "";
    if (!sections.includes(id) || id === sections[0]) return;
    const timer = window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, sections]);
}
