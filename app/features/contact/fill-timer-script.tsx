import { useSyncExternalStore } from "react";
import { FILL_TIMER_SCRIPT } from "./fill-timer";

const noSubscription = () => () => {};

/**
 * The fill timer's inline script, in the prerendered HTML only: there it runs as the page is
 * read, long before hydration. Hydration keeps it (the server snapshot); after that, and in a
 * form rendered on the client, where a script would never run, it is left out.
 */
export function FillTimerScript() {
  const prerendered = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return prerendered ? <script dangerouslySetInnerHTML={{ __html: FILL_TIMER_SCRIPT }} /> : null;
}
