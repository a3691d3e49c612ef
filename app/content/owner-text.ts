import type { Language } from "../i18n/languages";

/** A site.json text that is either the same in every language or given per language. */
export type OwnerText = string | Record<Language, string>;

/** The text in a language; undefined when the owner left the field out. */
export function textIn(value: OwnerText | undefined, language: Language): string | undefined {
  return typeof value === "string" ? value : value?.[language];
}
