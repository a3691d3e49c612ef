// Programmatic scrolls pause section tracking for 500 ms, so the sections the scroll passes do not
// rewrite the address; tracking can ask when the last one started.
let lastProgrammaticScroll = -Infinity;

export function msSinceProgrammaticScroll(now = performance.now()): number {
  return now - lastProgrammaticScroll;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the element with this id (the fixed header is offset by scroll-padding-top).
 * `instant` jumps like a native anchor, for restoring a position on load.
 */
export function scrollToSection(id: string, { instant = false }: { instant?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.warn(`Section with ID ${id} not found.`);
    return false;
  }
  lastProgrammaticScroll = performance.now();
  const behavior = instant || prefersReducedMotion() ? "instant" : "smooth";
  target.scrollIntoView({ behavior, block: "start" });
  return true;
}

export function scrollToTop(): void {
  lastProgrammaticScroll = performance.now();
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
