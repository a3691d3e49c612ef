import { SECTION_SCROLL_DELAY_MS } from "~/lib/constants";
import { scrollToSection, scrollToTop } from "~/lib/scroll-to-section";

const MY_WORK_ID = "my-work";

/**
 * The explore buttons lead to the work itself: after navigating to /portfolio, wait 300 ms for the
 * page to render, then scroll to #my-work, or to the top when the page has no such element.
 */
export function scrollToMyWorkLater(): number {
  return window.setTimeout(() => {
    if (document.getElementById(MY_WORK_ID)) scrollToSection(MY_WORK_ID);
    else scrollToTop();
  }, SECTION_SCROLL_DELAY_MS);
}
