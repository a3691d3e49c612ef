import { useEffect, useRef } from "react";
import { MOTION, watchReveal } from "./reveal";

type Options<T> = {
  delayMs?: number;
  durationMs?: number;
  /** Prepares the element just before it is hidden to wait for its entrance (a stable function). */
  onHide?: (el: T) => void;
};

/**
 * Fades and slides an element in once it is 20 % visible (CSS `.reveal`, `.reveal-letters` in
 * app.css). The phase lives in a data attribute the client sets after hydration, so the
 * prerendered HTML never carries a hidden state.
 */
export function useReveal<T extends HTMLElement>({
  delayMs = MOTION.delayMs,
  durationMs = MOTION.entranceDurationMs,
  onHide,
}: Options<T> = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.setProperty("--reveal-delay", `${delayMs}ms`);
    el.style.setProperty("--reveal-duration", `${durationMs}ms`);
    const stop = watchReveal(el, (phase) => {
      if (phase === "hidden") onHide?.(el);
      el.dataset.reveal = phase;
    });
    return () => {
      stop();
      delete el.dataset.reveal;
    };
  }, [delayMs, durationMs, onHide]);
  return ref;
}
