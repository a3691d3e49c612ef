import type { Language } from "~/i18n/languages";

/**
 * A post's ISO date ("2025-02-11") as the language writes it: "February 11, 2025",
 * "11 februari 2025". Read as UTC so the day never shifts with the reader's time zone.
 */
export function formatPostDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
