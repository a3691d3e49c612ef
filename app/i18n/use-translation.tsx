import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { I18n, Namespace, TFunction } from "./i18n";

// react-i18next's two pieces the site uses, over our engine (i18n.ts).
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The page's translation function for a namespace (common when none is named), and the
 * instance. Renders again when the language changes.
 */
export function useTranslation(ns?: Namespace): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const lng = useSyncExternalStore(i18n.subscribe, () => i18n.resolvedLanguage, () => i18n.resolvedLanguage);
  const t = useMemo(() => i18n.getFixedT(lng, ns), [i18n, lng, ns]);
  return { t, i18n };
}
