// Every artwork file the project draws, by its path under content/images.
import { HERO_SIZES, heroArt } from "./hero.mjs";
import { NOT_FOUND_SIZES, notFoundArt } from "./not-found.mjs";
import { ogArt } from "./og.mjs";
import { palettes } from "./palette.mjs";
import { portraitArt } from "./portrait.mjs";

/** @returns {Record<string, string>} SVG text by file path under content/images. */
export function renderArt(themes = palettes()) {
  const files = {};
  for (const [theme, p] of Object.entries(themes)) {
    for (const size of Object.keys(HERO_SIZES)) files[`hero/${size}-${theme}.svg`] = heroArt(size, p);
    for (const size of Object.keys(NOT_FOUND_SIZES)) files[`not-found/${size}-${theme}.svg`] = notFoundArt(size, p);
  }
  // One file each: both carry their own background, so they sit on either theme.
  files["contact/portrait.svg"] = portraitArt(themes.light);
  files["og/default.svg"] = ogArt(themes.light);
  return files;
}
