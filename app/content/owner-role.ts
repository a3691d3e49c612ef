import { meta as enMeta } from "@content/en/texts.json";
import { meta as svMeta } from "@content/sv/texts.json";
import type { Language, Localized } from "../i18n/languages";
import { identity, taglineIn, type Identity } from "./identity";

// The owner's role is theirs to word: site.json's tagline when set, else the home page's title of
// texts.json, which says the same ("Web developer & graphic designer"). Taken untyped, as
// identity.ts takes site.json: the build's content check reports a mistake with its file.
const homeTitles: unknown = { en: enMeta.homeTitle, sv: svMeta.homeTitle };
const HOME_TITLES = homeTitles as Localized<string>;

/** The role under the logo and in JSON-LD, in a language. */
export function roleIn(language: Language, owner: Identity = identity): string {
  return taglineIn(language, owner) ?? HOME_TITLES[language];
}
