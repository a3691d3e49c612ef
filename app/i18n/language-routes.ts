import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { LANGUAGES, type Language } from "./languages";
import { languagePrefix } from "./paths";

/**
 * A page's routes, one per language: the first language's at the bare path, keeping the id it is
 * given (or React Router's, the file's name), each other one under its prefix with the id ending in
 * its code. They share the route module, so a move to the twin keeps the page's component mounted
 * (docs/decisions/0059-one-route-per-language.md).
 */
export function languageRoutes(languages: readonly Language[] = LANGUAGES) {
  return (path: string, file: string, options: { id?: string } = {}): RouteConfigEntry[] =>
    languages.map((lng) => {
      const prefixed = `${languagePrefix(lng, languages).slice(1)}/${path}`.replace(/^\/|\/$/g, "");
      if (lng === languages[0]) return route(prefixed, file, options);
      return route(prefixed, file, { ...options, id: `${options.id ?? file.replace(/\.[^.]+$/, "")}-${lng}` });
    });
}
