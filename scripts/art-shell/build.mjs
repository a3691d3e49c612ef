// Writes the site's own artwork as SVG sources under content/images (committed), from which the
// image pipeline (scripts/images) builds AVIF and WebP files:
//   node scripts/art-shell/build.mjs && node scripts/art-shell/preview.mjs   (PNG previews to look at)
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { HERO_SIZES, heroArt } from "./hero.mjs";
import { NOT_FOUND_SIZES, notFoundArt } from "./not-found.mjs";
import { ogArt } from "./og.mjs";
import { palettes } from "./palette.mjs";
import { portraitArt } from "./portrait.mjs";

const OUT = "content/images";
const themes = palettes();

const files = {};
for (const size of Object.keys(HERO_SIZES)) {
  for (const [theme, p] of Object.entries(themes)) files[`hero/${size}-${theme}.svg`] = heroArt(size, p);
}

for (const size of Object.keys(NOT_FOUND_SIZES)) {
  for (const [theme, p] of Object.entries(themes)) files[`not-found/${size}-${theme}.svg`] = notFoundArt(size, p);
}
files["contact/portrait.svg"] = portraitArt(themes.light);
files["og/default.svg"] = ogArt(themes.light);

for (const [name, text] of Object.entries(files)) {
  const path = `${OUT}/${name}`;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}
console.log(`art-shell: wrote ${Object.keys(files).length} SVG files under ${OUT}/`);
