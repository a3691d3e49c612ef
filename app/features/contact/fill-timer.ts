// The spam guard's clock starts at the visitor's first touch of the form, not at hydration:
// the page is prerendered HTML, and on a slow phone people type (and even press send) before
// React has hydrated it. The same watcher runs twice: as an inline script at the end of the
// prerendered form, so that early typing counts, and from the app for a form rendered on the
// client. What it records lives on the form element, which hydration keeps.

/** What the watcher keeps on the form element. */
export type FillTimer = {
  /** Date.now() of the first focus, keystroke, input or tap on a field; null until then. */
  startedAt: number | null;
  /** The visitor pressed send before the app could handle it. */
  submittedEarly: boolean;
  /** Set once the app handles submits itself. */
  live: boolean;
};

type WatchedForm = HTMLFormElement & { fillTimer?: FillTimer };

/**
 * Starts watching a form (idempotent). Self-contained: it is also serialised into the page.
 * Until the app is live, a submit is held back and remembered instead of reloading the page
 * with the message in the address.
 */
export function watchFillTimer(form: HTMLFormElement): FillTimer {
  const watched = form as WatchedForm;
  if (watched.fillTimer) return watched.fillTimer;
  const timer: FillTimer = { startedAt: null, submittedEarly: false, live: false };
  watched.fillTimer = timer;
  const start = () => {
    if (timer.startedAt === null) timer.startedAt = Date.now();
  };
  // Only the fields count: focus the app gives back to the send button is no visitor writing.
  const touched = (event: Event) => {
    if (event.target instanceof Element && event.target.matches("input, textarea, select")) start();
  };
  for (const type of ["focusin", "input", "keydown", "pointerdown"]) form.addEventListener(type, touched, true);
  form.addEventListener("submit", (event) => {
    if (timer.live) return;
    event.preventDefault();
    timer.submittedEarly = true;
  });
  return timer;
}

/** The inline script placed as the last child of the form it watches. */
export const FILL_TIMER_SCRIPT = `(${watchFillTimer.toString()})(document.currentScript.parentElement)`;
