// How the browser build groups modules into files, measured with `npm run bench`. Left to
// itself Rollup split the first view into ~24 scripts of 0.2–74 KB; each file is one more request
// on a slow connection before the page can hydrate. Everything the app shell needs at start-up
// (what root.tsx and entry.client.tsx import, directly or not) goes into two files: the libraries
// (`vendor`) and our code (`shell`), with the small code that two pages share. The entry module
// and Vite's own modules are left where Vite puts them (decision 19). Route code and what
// loads on demand (the contact form's checks, the lightbox) stays split, so a page carries little
// of another page's code.
type ModuleInfo = { importers: readonly string[] } | null;
type Meta = { getModuleInfo: (id: string) => ModuleInfo };

const SHELL_ROOTS = /\/app\/(root|entry\.client)\.tsx$/;
const ROUTE = /\/app\/routes\/[^/]+\.tsx?$/;
// Scripts only: stylesheets stay with the route that imports them, as React Router expects.
const SCRIPT = /^[^\0].*\.(m?js|cjs|tsx?)$/;

export function createChunker() {
  const inShell = new Map<string, boolean>();
  // True when a chain of static imports leads from the shell's roots to this module.
  const search = (id: string, meta: Meta, seen: Set<string>): boolean => {
    if (SHELL_ROOTS.test(id) || inShell.get(id) === true) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (meta.getModuleInfo(id)?.importers ?? []).some((importer) => search(importer, meta, seen));
  };
  const reachable = (id: string, meta: Meta): boolean => {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    const result = search(id, meta, new Set());
    inShell.set(id, result);
    return result;
  };

  // The pages whose route module imports this one, directly or not (static imports only).
  const routesOf = new Map<string, Set<string>>();
  const routesReaching = (id: string, meta: Meta): Set<string> => {
    const known = routesOf.get(id);
    if (known) return known;
    const routes = new Set<string>();
    const seen = new Set<string>();
    const walk = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      if (ROUTE.test(module)) routes.add(module);
      else for (const importer of meta.getModuleInfo(module)?.importers ?? []) walk(importer);
    };
    walk(id);
    routesOf.set(id, routes);
    return routes;
  };
  // Code two pages share (head tags, images, tooltips, a hero's CV button, the portfolio's
  // navigation) would be a file of its own of under 2 KB: one more request before hydration on
  // both pages, and on slow 4G one more round trip when the list's images hold the connections.
  // Code one page uses, however many of its modules import it (the contact form's field, the
  // home page's hero picture), goes with that page: every other page would carry it for nothing.
  const sharedByPages = (id: string, meta: Meta) => routesReaching(id, meta).size > 1;

  return function chunkFor(id: string, meta: Meta): string | undefined {
    if (!SCRIPT.test(id) || SHELL_ROOTS.test(id)) return undefined;
    if (id.includes("/node_modules/")) return reachable(id, meta) ? "vendor" : undefined;
    return reachable(id, meta) || sharedByPages(id, meta) ? "shell" : undefined;
  };
}
