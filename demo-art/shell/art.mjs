// Every artwork file the project draws, by its path under content/images.
import { HERO_LANGUAGES, HERO_SIZES, heroArt } from "./hero.mjs";
import { NOT_FOUND_SIZES, notFoundArt } from "./not-found.mjs";
import { ogArt, ogPerson } from "./og.mjs";
import { palettes } from "./palette.mjs";
import { portraitArt } from "./portrait.mjs";

/**
 * @param contentDir the content folder whose site.json names the person on the share card
 * @returns {Record<string, string>} SVG text by file path under content/images.
 */
export function renderArt(themes = palettes(), contentDir = "content") {
  const files = {};
  for (const [theme, p] of Object.entries(themes)) {
    for (const size of Object.keys(HERO_SIZES)) {
      // The English picture keeps the plain name; the Swedish home page's twin ends in "-sv".
      for (const lng of HERO_LANGUAGES) files[`hero/${size}-${theme}${lng === "en" ? "" : `-${lng}`}.svg`] = heroArt(size, p, lng);
    }
    for (const size of Object.keys(NOT_FOUND_SIZES)) files[`not-found/${size}-${theme}.svg`] = notFoundArt(size, p);
  }
  // The portrait has a dark twin (the contact page shows the one of the theme); the share card is
  // one file, with its own background.
  files["contact/portrait.svg"] = portraitArt(themes.light);
  files["contact/portrait-dark.svg"] = portraitArt(themes.dark, "dark");
  files["og/default.svg"] = ogArt(themes.light, ogPerson(contentDir));
  return files;
}
