import { useSyncExternalStore } from "react";
import { BREAKPOINTS } from "~/lib/constants";

const PHONE = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the window is phone-sized (below the tablet breakpoint), kept up to date as it turns. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
