import { useLayoutEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { NOT_FOUND_PATH } from "~/lib/not-found-document";
import { languageOfPath } from "./paths";

/**
 * The address decides the language: after the language chooser, Back or Forward moves between
 * /x and /sv/x, the page's texts follow. A layout effect, so the new address never paints in
 * the old language when the translations are loaded already.
 */
export function useLanguageFollowsPath(): void {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // The one 404.html hydrates at /404 whatever the language; LanguageGate sets that one.
    if (pathname === NOT_FOUND_PATH) return;
    const lng = languageOfPath(pathname);
    // Back or Forward to a language whose file cannot be had keeps the texts in the current one.
    if (lng !== i18n.resolvedLanguage) i18n.changeLanguage(lng).catch((error: unknown) => console.error(error));
  }, [pathname, i18n]);
}
