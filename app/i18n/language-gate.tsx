import { useEffect, useState, type ReactNode } from "react";
import { HYDRATED_ATTRIBUTE } from "~/lib/constants";
import { createHydrationI18n } from "./client";
import type { I18n } from "./i18n";
import type { Language } from "./languages";
import { I18nProvider } from "./use-translation";

/**
 * Hydrates with the language the HTML was prerendered in. That is the visitor's language on
 * every page but the one 404.html at a /sv/ address; there the page hands over to the visitor's
 * language after hydration and lifts the loading screen that the boot script raised.
 */
type Props = { i18n: I18n; prerendered: Language; children: ReactNode; onHydrated?: () => void };

export function LanguageGate({ i18n, prerendered, children, onHydrated }: Props) {
  const [active, setActive] = useState(() =>
    i18n.resolvedLanguage === prerendered ? i18n : createHydrationI18n(i18n, prerendered),
  );

  useEffect(() => {
    onHydrated?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the hand-over must wait until hydration is done
    setActive(i18n);
  }, [i18n, onHydrated]);

  useEffect(() => {
    if (active !== i18n) return;
    const html = document.documentElement;
    html.lang = i18n.resolvedLanguage;
    html.removeAttribute("data-loading");
    html.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, [active, i18n]);

  return <I18nProvider i18n={active}>{children}</I18nProvider>;
}
