import type { Language } from "~/i18n/languages";

/** One RSS 2.0 feed per language, written at build time by the routes/blog-rss.ts resource route. */
export const FEED_PATHS = { en: "/blog/rss.xml", sv: "/blog/rss-sv.xml" } as const satisfies Record<Language, string>;

export function feedLanguage(pathname: string): Language | null {
  const entry = Object.entries(FEED_PATHS).find(([, path]) => path === pathname);
  return entry ? (entry[0] as Language) : null;
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
