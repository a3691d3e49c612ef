import type { Language } from "~/i18n/languages";
import { twinPath } from "~/i18n/paths";

/**
 * What a page's loader data says when the page exists in some languages only (a post written in
 * one): those languages, and the page the others lead to instead of a twin that is not there.
 */
export type PageLanguages = { pageLanguages: readonly Language[]; fallbackPath: string };

function isPageLanguages(data: unknown): data is PageLanguages {
  return typeof data === "object" && data !== null && Array.isArray((data as PageLanguages).pageLanguages);
}

/** The first route data that names its page's languages, from useMatches(). */
export function pageLanguagesOf(matches: ReadonlyArray<{ data: unknown }>): PageLanguages | undefined {
  return matches.map((match) => match.data).find(isPageLanguages);
}

/**
 * Where the language choice leads for `lng`: the same page in it (/contact ↔ /sv/contact), or,
 * when the page has no version in it, the fallback page in it.
 */
export function languageTarget(pathname: string, lng: Language, page?: PageLanguages): { path: string; twin: boolean } {
  if (!page || page.pageLanguages.includes(lng)) return { path: twinPath(pathname, lng), twin: true };
  return { path: twinPath(page.fallbackPath, lng), twin: false };
}
