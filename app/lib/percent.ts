import { byLanguageFolder, type Language } from "../i18n/languages";

// How each language writes a percentage (common.json's percentSign, "%" or "\u00a0%").
// Intl.NumberFormat says the same, but building its first formatter in the browser took 48 ms of
// the home page's hydration on the bench's slow phone.
const PERCENT_SIGN = byLanguageFolder(
  import.meta.glob<string>("../../public/locales/*/common.json", { eager: true, import: "percentSign" }),
);

/** A whole percentage as the language writes it: "80%" in English, "80 %" in Swedish (with a no-break space). */
export function formatPercent(value: number, language: Language): string {
  return `${Math.round(value)}${PERCENT_SIGN[language] ?? "%"}`;
}
