import { NOT_FOUND_PATH } from "../lib/not-found-document";
import { withoutBase } from "../lib/base-path";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";

// The one place that knows a language's address prefix. The first language keeps the bare
// addresses; every other one lives under its code (/de/portfolio/…), with the same slugs. The
// address decides the page's language.

/** The address prefix of a language: "" for the first one, "/{code}" for the others. */
export function languagePrefix(lng: Language, languages: readonly Language[] = LANGUAGES): string {
  return lng === languages[0] ? "" : `/${lng}`;
}

/** Every language's prefix, for the boot script, which cannot import. */
export const LANGUAGE_PREFIXES: Record<Language, string> = Object.fromEntries(LANGUAGES.map((lng) => [lng, languagePrefix(lng)]));

/** The language an address is in: its prefix, or the first language without one. */
export function languageOfPath(pathname: string, languages: readonly Language[] = LANGUAGES): Language {
  return languages.find((lng) => hasPrefix(pathname, languagePrefix(lng, languages))) ?? languages[0] ?? DEFAULT_LANGUAGE;
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

/** The address without its language prefix: `/de/portfolio` → `/portfolio`, `/de` → `/`. */
export function stripLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  return pathname.slice(prefix.length) || "/";
}

/**
 * An unprefixed path in a language: `/portfolio` → `/de/portfolio`, `/` → `/de` (like `/portfolio`,
 * without the slash that static hosts add; React Router names its data file after this form). Anything that
 * is not a site path (`#hash`, `mailto:`, a full URL, a relative path) is left as it is.
 */
export function localizePath(path: string, lng: Language): string {
  const prefix = languagePrefix(lng);
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * A site path in the form static hosts serve without a redirect: a page's address ends with `/`
 * (`/blog` → `/blog/`, `/de` → `/de/`), as its canonical URL does; a file keeps its name
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
 * The same page in another language: `/contact` → `/de/contact`. The one 404 page (every unknown
 * address, in both languages) has no twin of its own, so its twin is the language's home.
 */
export function twinPath(pathname: string, lng: Language): string {
  const page = stripLanguage(pathname);
  return localizePath(page === NOT_FOUND_PATH ? "/" : page, lng);
}
