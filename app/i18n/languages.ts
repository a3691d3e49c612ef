// The site's languages, named once in the content's site.json (scripts/site-languages.mjs): the
// first is served at "/", the others under "/{code}/". Namespaces, and where the choice is
// remembered, so a return visit keeps it.

/** A language code of the site's list ("en"); the list is data, so any code it names. */
export type Language = string;

export const LANGUAGES: readonly Language[] = __SITE_LANGUAGES__;
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0]!;

export const NAMESPACES = [
  "common",
  "home",
  "heroSection",
  "profile",
  "portfolio",
  "contact",
  "blogPost",
] as const;

export const LANGUAGE_STORAGE_KEY = "i18nextLng";
export const LANGUAGE_COOKIE = "i18next";
/** `?lng=de` picks a language for one visit (the boot script reads it). */
export const LANGUAGE_QUERY = "lng";

/** "de-AT" → "de"; anything the site does not offer → null. */
export function toLanguage(code: string | null | undefined, languages: readonly Language[] = LANGUAGES): Language | null {
  if (!code) return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return languages.includes(base) ? base : null;
}

/** The language's own name, as its readers know it: "English", "Svenska", "Deutsch". */
export function languageName(lng: Language): string {
  const name = new Intl.DisplayNames([lng], { type: "language" }).of(lng) ?? lng;
  return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
}

/** Content that exists once per language, as the content store and the head texts keep it. */
export type Localized<T> = Record<Language, T>;

/** One value per site language, made by `make`. */
export function perLanguage<T>(make: (lng: Language) => T, languages: readonly Language[] = LANGUAGES): Localized<T> {
  return Object.fromEntries(languages.map((lng) => [lng, make(lng)]));
}

/**
 * Files found one per language folder (`import.meta.glob(".../*\/common.json")`), keyed by the
 * site's languages: `{ "…/de/common.json": x }` → `{ de: x }`. A folder of a language the site
 * does not list is left out.
 */
export function byLanguageFolder<T>(files: Record<string, T>, languages: readonly Language[] = LANGUAGES): Localized<T> {
  const found = Object.entries(files).map(([path, value]) => [path.split("/").at(-2) ?? "", value] as const);
  return Object.fromEntries(found.filter(([lng]) => languages.includes(lng)));
}

/** The language's entry of per-language data, which the content check made sure every language has. */
export function inLanguage<T>(localized: Localized<T>, lng: Language): T {
  if (!(lng in localized)) throw new Error(`nothing in "${lng}", one of the site's languages`);
  return localized[lng] as T;
}
