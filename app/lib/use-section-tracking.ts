import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { ACTIVE_SECTION_KEY, HASH_SCROLL_LOCK_MS, RESIZE_DEBOUNCE_MS, SECTION_SCROLL_DELAY_MS } from "./constants";
import { msSinceProgrammaticScroll, scrollToSection } from "./scroll-to-section";
import { withBase, withoutBase } from "./base-path";
import { addressFor, loadTarget, mostVisibleSection, type SectionBox } from "./section-tracking";
import { readStorage, writeStorage } from "./storage";
import { isLanguageSwitch } from "~/i18n/language-switch";

/**
 * Section tracking for a page of sections (`/profile`, `/profile/{id}`), so the address can be
 * shared and reloaded at the section the visitor is reading:
 * - on load a hash, a section path or else sessionStorage `activeSection` scrolls to that section
 *   after a short delay; an unknown hash is ignored with a warning;
 * - while the visitor scrolls, the address becomes `{basePath}/{id}/` of the most visible section
 *   (history.replaceState, no navigation) and the section is stored as `activeSection`;
 * - tracking pauses for 500 ms after a programmatic scroll, and resizing is debounced by 250 ms.
 */
export function useSectionTracking(sections: readonly string[], basePath: string) {
  const { pathname, hash, key, state } = useLocation();
  const languageSwitch = isLanguageSwitch(state);
  // POP: a document load or a history step, where the browser would jump; PUSH/REPLACE: a link.
  const loaded = useNavigationType() === "POP";
  // Tracking waits for the load scroll, so a restore is not overwritten by the top of the page.
  const ready = useRef(false);
  const check = useRef<() => void>(() => {});
  // The address this page was opened at; React Router changes it only when the next page is on screen.
  const pagePath = useRef(pathname);

  useEffect(() => {
    pagePath.current = pathname;
    // The same page in the other language: the visitor stays where they were.
    if (languageSwitch) return;
    ready.current = false;
    const { target, unknownHash } = loadTarget({
      sections,
      pathname,
      hash,
      stored: readStorage("sessionStorage", ACTIVE_SECTION_KEY),
      firstLoad: loaded,
    });
    if (unknownHash) console.warn(`Unknown section "#${unknownHash}" in the address: ignored.`);
    const timer = window.setTimeout(() => {
      // A document load jumps like a native anchor; after a client navigation the menu's smooth scroll is kept.
      if (target) scrollToSection(target, { instant: loaded });
      ready.current = true;
      check.current();
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sections, pathname, hash, key, loaded, languageSwitch]);

  useEffect(() => {
    let frame = 0;
    let lockTimer = 0;
    let resizeTimer = 0;
    let stored = readStorage("sessionStorage", ACTIVE_SECTION_KEY);

    const update = () => {
      frame = 0;
      if (!ready.current) return;
      const since = msSinceProgrammaticScroll();
      if (since < HASH_SCROLL_LOCK_MS) {
        window.clearTimeout(lockTimer);
        lockTimer = window.setTimeout(schedule, HASH_SCROLL_LOCK_MS - since);
        return;
      }
      const id = mostVisibleSection(measure(sections), window.innerHeight, atPageEnd());
      if (!id) return;
      if (id !== stored) {
        writeStorage("sessionStorage", ACTIVE_SECTION_KEY, id);
        stored = id;
      }
      const address = addressFor(id, { sections, basePath, pagePath: pagePath.current, pathname: withoutBase(window.location.pathname) });
      // React Router keeps its own entry state in history.state; pass it on untouched.
      if (address) window.history.replaceState(window.history.state, "", withBase(address));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const onResize = () => {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(schedule, RESIZE_DEBOUNCE_MS);
    };
    check.current = schedule;
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      check.current = () => {};
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", onResize);
      window.cancelAnimationFrame(frame);
      window.clearTimeout(lockTimer);
      window.clearTimeout(resizeTimer);
    };
  }, [sections, basePath]);
}

function measure(sections: readonly string[]): SectionBox[] {
  return sections.flatMap((id) => {
    const el = document.getElementById(id);
    if (!el) return [];
    const { top, bottom } = el.getBoundingClientRect();
    return [{ id, top, bottom }];
  });
}

function atPageEnd(): boolean {
  return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
}
