import { useCallback, useEffect, useRef, useState } from "react";
import { SUBMENU_HIDE_DELAY_MS } from "~/lib/constants";

export type SubmenuState = { open: string | null; pinned: boolean };

/**
 * Which desktop submenu is open, and whether a click pinned it. One submenu at a time.
 * Hover opens one for as long as the pointer stays (plus the hide delay); a click pins it, so
 * the click that follows a hover never closes what the pointer just opened.
 */
export function useSubmenuState() {
  const [state, setState] = useState<SubmenuState>({ open: null, pinned: false });
  const timer = useRef<number | undefined>(undefined);
  const stopTimer = () => window.clearTimeout(timer.current);
  useEffect(() => stopTimer, []);

  const hover = useCallback((id: string) => {
    stopTimer();
    setState((s) => (s.open === id ? s : { open: id, pinned: false }));
  }, []);

  const leave = useCallback((id: string) => {
    stopTimer();
    timer.current = window.setTimeout(
      () => setState((s) => (s.open === id && !s.pinned ? { open: null, pinned: false } : s)),
      SUBMENU_HIDE_DELAY_MS,
    );
  }, []);

  const toggle = useCallback((id: string) => {
    stopTimer();
    setState((s) => {
      if (s.open !== id) return { open: id, pinned: true };
      return s.pinned ? { open: null, pinned: false } : { open: id, pinned: true };
    });
  }, []);

  const close = useCallback((id?: string) => {
    stopTimer();
    setState((s) => (id === undefined || s.open === id ? { open: null, pinned: false } : s));
  }, []);

  return { ...state, hover, leave, toggle, close };
}
