// The site's two typefaces (site.json `typefaces`): shipped, or a font file in the content folder.
// Each is cut to weights 400–700 and the site's characters, with a fallback face sized like it so
// nothing moves when the web font swaps in.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import ARIAL from "./arial-widths.json" with { type: "json" };

// Latin-1 covers English and Swedish; the rest are the dashes, quotes, ellipsis, bullet, arrow,
// euro and minus that content and translations use (a unit test checks they cover all text).
export const UNICODE_RANGE = "U+0000-00FF,U+2013-2014,U+2018-201F,U+2022,U+2026,U+2192,U+20AC,U+2212";

/** The faces the project ships (npm packages), by the name site.json uses. */
export const SHIPPED_TYPEFACES = {
  "Inter": {
    family: "Inter Variable",
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  },
  "Space Grotesk": {
    family: "Space Grotesk Variable",
    source: "node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  },
};

/** What the site is set in when site.json names no typefaces. */
export const DEFAULT_TYPEFACES = { display: "Space Grotesk", body: "Inter" };

const WEIGHTS = { min: 400, max: 700 };
const FONT_FILE = /\.(woff2?|ttf|otf)$/i;

// Widths are measured on a sample of English and Swedish text, so a line breaks at about the same
// word in the fallback as in the web font. Arial's widths (arial-widths.json) were measured from
// Liberation Sans, which has Arial's metrics, so a build needs neither font installed.
const SAMPLE =
  "The quick brown fox jumps over the lazy dog. Webbutvecklare och grafisk formgivare: " +
  "jag bygger snabba, tillgängliga webbplatser och visuella identiteter som människor minns. " +
  "Portfolio, Profile, Blog, Contact 2025";

/** A typeface named in site.json: a shipped face by name, or a font file by its path in the content folder. */
export function resolveTypeface(name, contentFolder, role) {
  const shipped = SHIPPED_TYPEFACES[name];
  // `label` names the fallback faces ("Inter Fallback").
  if (shipped) return { name, label: name, ...shipped };
  if (FONT_FILE.test(name)) {
    const source = join(contentFolder, name);
    if (!existsSync(source)) {
      throw new Error(`site.json: typefaces.${role} names the font file "${name}", which is not in ${contentFolder}/`);
    }
    const family = basename(name, extname(name));
    return { name, label: family, family, source };
  }
  const known = Object.keys(SHIPPED_TYPEFACES).map((face) => `"${face}"`).join(", ");
  throw new Error(
    `site.json: typefaces.${role} is "${name}": name a face the site ships (${known}) ` +
    `or a font file in the content folder, such as "fonts/MyFace.woff2"`,
  );
}

function characters() {
  return UNICODE_RANGE.split(",").flatMap((part) => {
    const [from, to = from] = part.replace("U+", "").split("-").map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
  }).join("");
}

/**
 * The face cut down to what the site sets, as woff2, and the weights it spans (400–700 for a
 * variable face, its one weight for a static one). Cut once per source: cached in `cacheDir`.
 */
export async function subsetTypeface(face, cacheDir = ".cache/brand") {
  const source = readFileSync(face.source);
  const font = fontkit.create(source);
  const axis = font.variationAxes?.wght;
  const weights = axis ? [Math.max(axis.min, WEIGHTS.min), Math.min(axis.max, WEIGHTS.max)] : [font["OS/2"]?.usWeightClass ?? 400];
  const key = createHash("sha256").update(source).update(UNICODE_RANGE).update(weights.join()).digest("hex").slice(0, 16);
  const cached = join(cacheDir, `${key}.woff2`);
  if (existsSync(cached)) return { bytes: readFileSync(cached), weights };
  // Kerning only: the other default features (alternates, ligatures, mark positioning) change
  // little in English and Swedish set in Latin-1, and cost about 8 KB of 45. No hinting: the
  // browsers that would use it render without.
  const bytes = await subsetFont(source, characters(), {
    targetFormat: "woff2",
    keepFeatures: ["kern"],
    noHinting: true,
    ...(axis && { variationAxes: { wght: { min: weights[0], max: weights.at(-1), default: clamp(axis.default, weights) } } }),
  });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, bytes);
  return { bytes, weights };
}

const clamp = (value, [lowest, highest = lowest]) => Math.min(Math.max(value, lowest), highest);

const sampleWidth = (widthOf, text, unitsPerEm) =>
  [...text].reduce((sum, char) => sum + (widthOf(char) ?? widthOf("?")), 0) / unitsPerEm;

/**
 * The overrides that make Arial take the web font's room at a weight: the sample as wide, ascent
 * and descent as tall. With `caps`, sized by capitals, for text set uppercase.
 */
export async function fallbackMetrics(fontBytes, weight, caps = false) {
  const key = `${createHash("sha256").update(fontBytes).digest("hex")} ${weight} ${caps}`;
  if (!measured.has(key)) measured.set(key, measure(fontBytes, weight, caps));
  return measured.get(key);
}

// A build measures each face at two weights, mixed and in capitals: once each, not per use.
const measured = new Map();

async function measure(fontBytes, weight, caps) {
  const sample = caps ? SAMPLE.toUpperCase() : SAMPLE;
  const variable = fontkit.create(fontBytes).variationAxes?.wght;
  // The face at that one weight, cut to the sample: fontkit's own instancing loses a woff2 file's
  // character map.
  const font = fontkit.create(Buffer.from(await subsetFont(fontBytes, sample + "?", {
    targetFormat: "truetype",
    ...(variable && { variationAxes: { wght: weight } }),
  })));
  const arial = weight >= 600 ? ARIAL.bold : ARIAL.regular;
  const advance = (char) => {
    const code = char.codePointAt(0);
    return font.hasGlyphForCodePoint(code) ? font.glyphForCodePoint(code).advanceWidth : undefined;
  };
  const web = sampleWidth(advance, sample, font.unitsPerEm);
  const fallback = sampleWidth((char) => arial[char], sample, ARIAL.unitsPerEm);
  const sizeAdjust = web / fallback;
  const share = (value) => `${(Math.abs(value) / font.unitsPerEm / sizeAdjust * 100).toFixed(2)}%`;
  return {
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascent: share(font.hhea.ascent),
    descent: share(font.hhea.descent),
    lineGap: share(font.hhea.lineGap),
  };
}
