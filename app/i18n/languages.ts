// Supported languages, namespaces and where the choice is remembered, so a return visit keeps it.
export const LANGUAGES = ["en", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

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
/** `?lng=sv` picks a language for one visit (the boot script reads it). */
export const LANGUAGE_QUERY = "lng";

/** "sv-SE" → "sv"; anything unsupported → null. */
export function toLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? "") ? (base as Language) : null;
}

/** Content that exists once per language, as the content store and the head texts keep it. */
export type Localized<T> = Record<Language, T>;
