import { byLanguageFolder, type Language } from "../i18n/languages";
import { identity, taglineIn, type Identity } from "./identity";

// The owner's role is theirs to word: site.json's tagline when set, else the home page's title of
// texts.json, which says the same ("Graphic designer & web developer" in the demo). Taken untyped, as
// identity.ts takes site.json: the build's content check reports a mistake with its file.
const metas: Record<string, unknown> = import.meta.glob("@content/*/texts.json", { eager: true, import: "meta" });
const HOME_TITLES = byLanguageFolder(metas as Record<string, { homeTitle?: string }>);

/** The role under the logo and in JSON-LD, in a language. */
export function roleIn(language: Language, owner: Identity = identity): string {
  return taglineIn(language, owner) ?? HOME_TITLES[language]?.homeTitle ?? "";
}
