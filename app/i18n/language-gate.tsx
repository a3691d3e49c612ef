import { useEffect, useState, type ReactNode } from "react";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { createHydrationI18n } from "./client";
import { DEFAULT_LANGUAGE } from "./languages";

/**
 * Hydrates with the language the HTML was prerendered in, then hands over to the visitor's
 * language and lifts the loading screen that the boot script raised.
 */
type Props = { i18n: I18n; children: ReactNode; onHydrated?: () => void };

export function LanguageGate({ i18n, children, onHydrated }: Props) {
  const [active, setActive] = useState(() =>
    i18n.resolvedLanguage === DEFAULT_LANGUAGE ? i18n : createHydrationI18n(i18n),
  );

  useEffect(() => {
    onHydrated?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the hand-over must wait until hydration is done
    setActive(i18n);
  }, [i18n, onHydrated]);

  useEffect(() => {
    if (active !== i18n) return;
    const html = document.documentElement;
    html.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
    html.removeAttribute("data-loading");
    html.setAttribute("data-hydrated", "");
  }, [active, i18n]);

  return <I18nextProvider i18n={active}>{children}</I18nextProvider>;
}
