import { useCallback } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { Language } from "./languages";
import { localizePath } from "./paths";

/** The language the page is shown in. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage;
}

/** Turns a site path into the same path in the page's language: `/contact` → `/sv/contact`. */
export function useLocalizedPath(): (path: string) => string {
  const lng = useLanguage();
  return useCallback((path: string) => localizePath(path, lng), [lng]);
}
