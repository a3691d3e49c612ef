import { HASH_SCROLL_LOCK_MS } from "./constants";
import { msSinceProgrammaticScroll, prefersReducedMotion } from "./scroll-to-section";

// Motion that follows the reader: entrances start when 20 % is visible, after 0.5 s (0.7 s for
// later ones), and last 1 s; other animations (heading letters) last 0.8 s; skill bars count 1 per
// 20 ms.
export const MOTION = {
  threshold: 0.2,
  delayMs: 500,
  lateDelayMs: 700,
  durationMs: 800,
  entranceDurationMs: 1000,
  letterStaggerMs: 35,
  countStepMs: 20,
} as const;

/**
 * hidden: waiting below the fold, set only after hydration so the HTML always shows everything;
 * shown: animating in; instant: reached by a programmatic jump, so it appears without a wait.
 */
export type RevealPhase = "hidden" | "shown" | "instant";

/**
 * Watches an element that should animate in once. Content already on screen, reduced motion and
 * browsers without IntersectionObserver are left alone: motion only decorates what is there.
 * Where the element is comes from the observer's first report, not from getBoundingClientRect():
 * measuring each of the page's dozens of elements in turn, between style changes, forced a layout
 * per element while the page hydrated (Lighthouse: 312 ms of style and layout on / at 4× CPU).
 * Returns a function that stops watching.
 */
export function watchReveal(el: Element, onPhase: (phase: RevealPhase) => void): () => void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return () => {};
  let observer = new IntersectionObserver(([first]) => {
    observer.disconnect();
    if (!first || first.isIntersecting) return;
    onPhase("hidden");
    // A block taller than five screens could never be 20 % visible; lower its threshold to half a screen.
    const height = first.boundingClientRect.height;
    const threshold = height > 0 ? Math.min(MOTION.threshold, (window.innerHeight * 0.5) / height) : MOTION.threshold;
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onPhase(msSinceProgrammaticScroll() < HASH_SCROLL_LOCK_MS ? "instant" : "shown");
      },
      { threshold },
    );
    observer.observe(el);
  });
  observer.observe(el);
  return () => observer.disconnect();
}
