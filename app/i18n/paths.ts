import { NOT_FOUND_PATH } from "../lib/not-found-document";
import { withoutBase } from "../lib/base-path";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";

// English keeps the unprefixed addresses; every other language lives under its own prefix
// (/sv/portfolio/…), with the same slugs. The address decides the page's language.
export const LANGUAGE_PREFIXES = { en: "", sv: "/sv" } as const satisfies Record<Language, string>;

/** The language an address is in: its prefix, or English without one. */
export function languageOfPath(pathname: string): Language {
  return LANGUAGES.find((lng) => hasPrefix(pathname, LANGUAGE_PREFIXES[lng])) ?? DEFAULT_LANGUAGE;
}

/** The site path a route loader runs for (at build time, the prerendered one), without the base path. */
export function pathOfRequest(request: Request): string {
  return withoutBase(new URL(request.url).pathname);
}

/** The language of the address a route loader runs for. */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(pathOfRequest(request));
}

function hasPrefix(pathname: string, prefix: string): boolean {
  return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The address without its language prefix: `/sv/portfolio` → `/portfolio`, `/sv` → `/`. */
export function stripLanguage(pathname: string): string {
  const prefix = LANGUAGE_PREFIXES[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || "/";
}

/**
 * An unprefixed path in a language: `/portfolio` → `/sv/portfolio`, `/` → `/sv` (like `/portfolio`,
 * without the slash that static hosts add; React Router names its data file after this form). Anything that
 * is not a site path (`#hash`, `mailto:`, a full URL, a relative path) is left as it is.
 */
export function localizePath(path: string, lng: Language): string {
  const prefix = LANGUAGE_PREFIXES[lng];
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * A site path in the form static hosts serve without a redirect: a page's address ends with `/`
 * (`/blog` → `/blog/`, `/sv` → `/sv/`), as its canonical URL does; a file keeps its name
 * (`/blog/rss.xml`). The query and hash stay, and anything that is not a site path is left alone.
 */
export function canonicalPath(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (pathname.endsWith("/") || /\.\w+$/.test(lastSegment)) return path;
  return `${pathname}/${end < 0 ? "" : path.slice(end)}`;
}

/** The same path whichever form it comes in: `/blog/` → `/blog`, `/` stays. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * The same page in another language: `/contact` → `/sv/contact`. The one 404 page (every unknown
 * address, in both languages) has no twin of its own, so its twin is the language's home.
 */
export function twinPath(pathname: string, lng: Language): string {
  const page = stripLanguage(pathname);
  return localizePath(page === NOT_FOUND_PATH ? "/" : page, lng);
}
