// The site's languages, named once: site.json's "languages", the first at "/", each other under
// "/{code}/". SITE_LANGUAGES ("en,sv,de") replaces the list for one build (the tests use it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentFolder } from "./content-dir.mjs";

// A language's code as HTML's lang and hreflang take it, and as an address prefix: "en", "de", "fr".
const CODE = /^[a-z]{2,3}$/;

/** The list checked: one or more distinct lower-case language codes. */
export function parseLanguages(value, where = "languages") {
  const list = typeof value === "string" ? value.split(",").map((code) => code.trim()).filter(Boolean) : value;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${where}: name at least one language, as ["en"]`);
  for (const code of list) {
    if (typeof code !== "string" || !CODE.test(code)) throw new Error(`${where}: "${code}" is not a language code such as "en"`);
  }
  if (new Set(list).size !== list.length) throw new Error(`${where}: a language is named twice`);
  return list;
}

/** The languages of the content folder's site, or of SITE_LANGUAGES when set. */
export function readSiteLanguages(contentDir = contentFolder(), override = process.env.SITE_LANGUAGES) {
  if (override) return parseLanguages(override, "SITE_LANGUAGES");
  const file = join(contentDir, "site.json");
  return parseLanguages(JSON.parse(readFileSync(file, "utf8")).languages, `${file}: "languages"`);
}
