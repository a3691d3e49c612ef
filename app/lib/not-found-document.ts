// The static host answers every unknown URL with 404.html, which was prerendered at /404.
// Hydrating it at, say, /portfolio/nope would make the router match the project route and
// mismatch the HTML, so the router starts at /404 and the address bar gets the real URL back.
import { withBase } from "./base-path";

export const NOT_FOUND_PATH = "/404";
const NOT_FOUND_ROUTE = "routes/not-found";

type RouterWindow = Window & { __reactRouterRouteModules?: Record<string, unknown> };

export function enterNotFoundDocument(win: RouterWindow = window): (() => void) | null {
  const modules = win.__reactRouterRouteModules ?? {};
  if (!(NOT_FOUND_ROUTE in modules) || win.location.pathname === withBase(NOT_FOUND_PATH)) return null;
  const real = win.location.href;
  win.history.replaceState(win.history.state, "", withBase(NOT_FOUND_PATH));
  return () => win.history.replaceState(win.history.state, "", real);
}
