// The owner's brand from site.json, written to app/brand/ before every build and dev start: the two
// typefaces cut to what the site sets, brand.css (faces, fallbacks, accent roles) and the page icons.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { contentFolder } from "../content-dir.mjs";
import { letterPath, markSvg } from "./logo-mark.mjs";
import { accentRoles, readPalette } from "./palette.mjs";
import { DEFAULT_TYPEFACES, fallbackMetrics, resolveTypeface, subsetTypeface, UNICODE_RANGE } from "./typefaces.mjs";

export const BRAND_DIR = "app/brand";
/** The owner's own page icon and header mark, in the content folder (docs/content.md). */
export const OWNER_LOGO = { light: "logo.svg", dark: "logo-dark.svg" };

const STACK_END = "ui-sans-serif, system-ui, -apple-system, \"Segoe UI\", sans-serif";
const ARIAL = {
  regular: `local("Arial"), local("ArialMT"), local("Helvetica"), local("Liberation Sans"), local("LiberationSans")`,
  bold: `local("Arial Bold"), local("Arial-BoldMT"), local("Helvetica Bold"), local("Liberation Sans Bold"), local("LiberationSans-Bold")`,
};

function webFace(family, file, weights) {
  const variable = weights.length > 1;
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weights.join(" ")};
  src: url("./${file}") format("${variable ? "woff2-variations" : "woff2"}");
  unicode-range: ${UNICODE_RANGE.split(",").join(", ")};
}
`;
}

async function fallbackFaces(family, bytes, caps) {
  const faces = [];
  for (const [weights, weight, local] of [["100 500", 400, ARIAL.regular], ["600 900", 700, ARIAL.bold]]) {
    const metrics = await fallbackMetrics(bytes, weight, caps);
    faces.push(`@font-face {
  font-family: "${family}";
  font-weight: ${weights};
  src: ${local};
  size-adjust: ${metrics.sizeAdjust};
  ascent-override: ${metrics.ascent};
  descent-override: ${metrics.descent};
  line-gap-override: ${metrics.lineGap};
}
`);
  }
  return faces.join("\n");
}

const roleDeclarations = (roles) => `  --color-accent: ${roles.accent};
  --color-accent-on-alt: ${roles.accentOnAlt};
  --color-on-feature-accent: ${roles.onFeatureAccent};
  --color-mark: ${roles.mark};`;

/**
 * brand.css for a set of faces and accent roles. Unlayered, so it outranks app.css's defaults
 * (theme and base layers); `.dark` comes after `:root`, as in app.css.
 */
export function brandCss({ display, body, roles, faces }) {
  return `/* Written by scripts/brand/build.mjs from site.json: do not edit. */
${faces}
:root {
  --font-sans: "${body.family}", "${body.label} Fallback", ${STACK_END};
  --font-display: "${display.family}", "${display.label} Fallback", ${STACK_END};
${roleDeclarations(roles.light)}
}
/* Capitals in the display face fall back to a face sized by capitals: a display face's can be far
   narrower against Arial's than its lower case, so an uppercase label sized by the mixed sample
   broke onto a second line until the font came, and moved the page when it did. */
.uppercase {
  --font-display: "${display.family}", "${display.label} Caps Fallback", ${STACK_END};
}
.dark {
${roleDeclarations(roles.dark)}
}
`;
}

/** Every file of app/brand/ for a site.json, by name. */
export async function brandFiles(site, folder = contentFolder(), palette = readPalette()) {
  const roles = accentRoles(site.accent ?? { light: palette.rust, dark: palette.ember }, palette);
  const names = { ...DEFAULT_TYPEFACES, ...site.typefaces };
  const display = resolveTypeface(names.display, folder, "display");
  const body = resolveTypeface(names.body, folder, "body");
  const displayCut = await subsetTypeface(display);
  const bodyCut = await subsetTypeface(body);
  const faces = [
    webFace(display.family, "display.woff2", displayCut.weights),
    ...(body.family === display.family ? [] : [webFace(body.family, "body.woff2", bodyCut.weights)]),
    await fallbackFaces(`${display.label} Fallback`, displayCut.bytes, false),
    ...(body.family === display.family ? [] : [await fallbackFaces(`${body.label} Fallback`, bodyCut.bytes, false)]),
    await fallbackFaces(`${display.label} Caps Fallback`, displayCut.bytes, true),
  ].join("\n");
  return {
    "brand.css": brandCss({ display, body, roles, faces }),
    "display.woff2": displayCut.bytes,
    // The same face twice is one file: the preload and the stylesheet then ask for one address.
    "body.woff2": bodyCut.bytes,
    ...(await favicons(site.logo, displayCut.bytes, roles, folder, palette)),
  };
}

/** The owner's logo.svg (and logo-dark.svg), else the `logo` letters in the display face, else the site's own mark. */
async function favicons(logo, displayBytes, roles, folder, palette) {
  const own = join(folder, OWNER_LOGO.light);
  if (existsSync(own)) {
    const dark = join(folder, OWNER_LOGO.dark);
    return { "favicon-light.svg": readFileSync(own), "favicon-dark.svg": readFileSync(existsSync(dark) ? dark : own) };
  }
  if (!logo) {
    return {
      "favicon-light.svg": readFileSync("app/assets/logo/favicon-light.svg"),
      "favicon-dark.svg": readFileSync("app/assets/logo/favicon-dark.svg"),
    };
  }
  const path = await letterPath(logo.trim(), displayBytes);
  // The header mark's colours: ink with light letters by day, the reverse at night.
  return {
    "favicon-light.svg": markSvg(path, { square: palette.ink, letters: palette.paper, dot: roles.light.mark }),
    "favicon-dark.svg": markSvg(path, { square: palette.moon, letters: palette.ink, dot: roles.dark.mark }),
  };
}

/** Writes app/brand/ for the content folder's site.json; the build stops on a failing accent. */
export async function buildBrand(folder = contentFolder(), out = BRAND_DIR) {
  const site = JSON.parse(readFileSync(join(folder, "site.json"), "utf8"));
  const files = await brandFiles(site, folder);
  mkdirSync(out, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(out, name), bytes);
  return files;
}

/** Whether the content folder holds the owner's own logo (the header shows it instead of letters). */
export function hasOwnerLogo(folder = contentFolder()) {
  return existsSync(join(folder, OWNER_LOGO.light));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    await buildBrand();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
