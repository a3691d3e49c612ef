import type { MetaDescriptor } from "react-router";
import { notFound as enNotFound } from "../../../public/locales/en/common.json";
import { notFound as svNotFound } from "../../../public/locales/sv/common.json";
import { languageOfPath } from "~/i18n/paths";
import { fullTitle } from "./site-title";

// The one head the browser builds itself: an address no page was prerendered for has no loader
// data to bring its head (page-heads.ts, run by the loaders at build time). Kept apart from
// the other heads so the browser's bundle carries only these words.
const NOT_FOUND = { en: enNotFound, sv: svNotFound };

/** The not-found page's title and description in the address's language, kept out of search results. */
export function notFoundMeta(address: string): MetaDescriptor[] {
  const texts = NOT_FOUND[languageOfPath(address)];
  return [
    { title: fullTitle([texts.metaTitle]) },
    { name: "description", content: texts.message },
    { name: "robots", content: "noindex" },
  ];
}
