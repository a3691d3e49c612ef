// The static host answers every unknown URL with 404.html, which was prerendered at /404.
// Hydrating it at, say, /portfolio/nope would make the router match the project route and
// mismatch the HTML, so the router starts at /404 and the address bar gets the real URL back.
import { withBase } from "./base-path";

// The prerendered not-found page says what it is on its own <html> (root.tsx renders the
// attribute for a route whose handle is NOT_FOUND_DOCUMENT), so nothing here reads the router's
// internals.
export const NOT_FOUND_PATH = "/404";
export const NOT_FOUND_ATTRIBUTE = "data-not-found";

/** The not-found route's `handle`. */
export const NOT_FOUND_DOCUMENT = { notFoundDocument: true } as const;

export function isNotFoundDocument(handles: readonly unknown[]): boolean {
  return handles.some((handle) => typeof handle === "object" && handle !== null && "notFoundDocument" in handle);
}

export function enterNotFoundDocument(win: Window = window): (() => void) | null {
  if (!win.document.documentElement.hasAttribute(NOT_FOUND_ATTRIBUTE) || win.location.pathname === withBase(NOT_FOUND_PATH)) return null;
  const real = win.location.href;
  win.history.replaceState(win.history.state, "", withBase(NOT_FOUND_PATH));
  return () => win.history.replaceState(win.history.state, "", real);
}
