// Relative imports: routes.ts reads this module outside Vite, without the "~" alias.
import { LANGUAGES, type Language } from "../../i18n/languages";

/**
 * One RSS 2.0 feed per language, written at build time by the routes/blog-rss.ts resource route:
 * the first language's at /blog/rss.xml, each other one's at /blog/rss-{code}.xml.
 */
export function feedPath(lng: Language, languages: readonly Language[] = LANGUAGES): string {
  return lng === languages[0] ? "/blog/rss.xml" : `/blog/rss-${lng}.xml`;
}

export function feedLanguage(pathname: string, languages: readonly Language[] = LANGUAGES): Language | null {
  return languages.find((lng) => feedPath(lng, languages) === pathname) ?? null;
}

/**
 * Card links carry the urlTitle URL-encoded, so a title with spaces or accents still makes a valid
 * address.
 */
export function postPath(urlTitle: string): string {
  return `/blog/${encodeURIComponent(urlTitle)}`;
}

/** A page of the blog list: page 1 is the blog itself, the later ones /blog/page/{n}. */
export function listPagePath(page: number): string {
  return page > 1 ? `/blog/page/${page}` : "/blog";
}

/** /blog/{urlTitle} (one segment): where a not-found page speaks of a missing post. */
export function isBlogPostPath(pathname: string): boolean {
  return /^\/blog\/[^/]+\/?$/.test(pathname);
}
