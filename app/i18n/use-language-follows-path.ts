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
    if (lng !== i18n.resolvedLanguage) void i18n.changeLanguage(lng);
  }, [pathname, i18n]);
}
