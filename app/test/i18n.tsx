import type { ReactNode } from "react";
import { I18nProvider } from "~/i18n/use-translation";
import { createServerI18n } from "~/i18n/server";

/** Wraps a component in the English instance the prerender uses. */
export function withI18n(node: ReactNode) {
  return <I18nProvider i18n={createServerI18n()}>{node}</I18nProvider>;
}
