import type { MetaDescriptor } from "react-router";
import { byLanguageFolder, inLanguage } from "~/i18n/languages";
import { languageOfPath } from "~/i18n/paths";
import { fullTitle } from "./site-title";

// The one head the browser builds itself: an address no page was prerendered for has no loader
// data to bring its head (page-heads.ts, run by the loaders at build time). Kept apart from
// the other heads so the browser's bundle carries only these words.
const NOT_FOUND = byLanguageFolder(
  import.meta.glob<{ metaTitle: string; message: string }>("../../../public/locales/*/common.json", { eager: true, import: "notFound" }),
);

/** The not-found page's title and description in the address's language, kept out of search results. */
export function notFoundMeta(address: string): MetaDescriptor[] {
  const texts = inLanguage(NOT_FOUND, languageOfPath(address));
  return [
    { title: fullTitle([texts.metaTitle]) },
    { name: "description", content: texts.message },
    { name: "robots", content: "noindex" },
  ];
}
