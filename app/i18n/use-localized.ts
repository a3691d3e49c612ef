import { useTranslation } from "~/i18n/use-translation";
import { DEFAULT_LANGUAGE, toLanguage, type Localized } from "./languages";

/** Picks the current language's copy of content that a loader prepared in every language. */
export function useLocalized<T>(content: Localized<T>): T {
  const { i18n } = useTranslation();
  return content[toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE];
}
