import { useEffect } from "react";
import { useLocation } from "react-router";
import { SECTION_SCROLL_DELAY_MS } from "./constants";
import { scrollToSection } from "./scroll-to-section";
import { sectionInPath } from "./section-tracking";
import { isLanguageSwitch } from "~/i18n/language-switch";

/**
 * `/portfolio/{sectionId}` is its page scrolled to that section, so a section can be linked. The
 * first section is the top of the page, so it needs no scroll. The profile page does this and more
 * with useSectionTracking.
 */
export function usePathSection(sections: readonly string[]) {
  const { pathname, state } = useLocation();
  // The same page in the other language: the visitor stays where they were.
  const languageSwitch = isLanguageSwitch(state);
  useEffect(() => {
    if (languageSwitch) return;
    const id = sectionInPath(pathname, sections);
    if (!id || id === sections[0]) return;
    const timer = window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, sections, languageSwitch]);
}
