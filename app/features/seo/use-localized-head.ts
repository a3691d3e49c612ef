import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE, toLanguage, type Language } from "~/i18n/languages";
import { fullTitle, joinDescription, localizedHeadFor, type HeadText } from "~/lib/page-meta";

function headTextIn(text: HeadText, lng: Language, t: TFunction): string {
  if ("key" in text) return lng === DEFAULT_LANGUAGE ? text.en : t(text.key, { ns: text.ns, lng, defaultValue: text.en });
  return text[lng];
}

/**
 * The prerendered head is English (crawlers read that). For a visitor in another language,
 * the tab title and the description follow the page's language once it is shown.
 */
export function useLocalizedHead(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const lng = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  useEffect(() => {
    const head = localizedHeadFor(pathname);
    if (!head) return;
    document.title = fullTitle(head.title.map((part) => headTextIn(part, lng, t)), { nameFirst: head.nameFirst });
    const description = joinDescription(head.description.map((part) => headTextIn(part, lng, t)));
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [pathname, lng, t]);
}
