// The accent's roles in both themes (app/app.css names them) from site.json `accent`: one colour (the
// dark theme's derived) or one per theme. An accent under WCAG AA where the site sets it stops the build.
import { readFileSync } from "node:fs";
import { contrast, nearestPassing, ratioText, tintOf } from "./colour.mjs";

/** WCAG AA for text; the accent colours links, labels and the primary button's hover. */
export const AA = 4.5;

/** app.css's fixed palette, by name (paper, ink, night…). */
export function readPalette(css = readFileSync("app/app.css", "utf8")) {
  return Object.fromEntries([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\b/gi)].map(([, name, hex]) => [name, hex.toLowerCase()]));
}

/**
 * Where each theme sets its accent: as text on the page, cards and raised boxes, and as the
 * primary button's hover under text in the page's colour. `alt` is the second surface, where a
 * role of its own (accent-on-alt) takes a deeper shade; `feature` the dark block's (on-feature-accent).
 */
function surfaces(palette) {
  return {
    light: { towards: "darker", on: [["the page", palette.paper]], alt: palette["paper-2"], feature: palette.ink },
    dark: {
      towards: "lighter",
      on: [["the page", palette.night], ["a card", palette["night-2"]], ["a raised box", palette["night-3"]]],
      alt: palette["night-2"],
      feature: palette["night-4"],
    },
  };
}

export class AccentError extends Error {
  name = "AccentError";
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The accent per theme as site.json gives it; the dark one is undefined when it is to be derived. */
const givenAccents = (accent) => (typeof accent === "string" ? { light: accent } : { light: accent.light, dark: accent.dark });

/** The lowest contrast of `hex` over a theme's surfaces, and the surface it is found on. */
function worst(hex, on) {
  return on.map(([name, background]) => ({ name, background, ratio: contrast(hex, background) })).sort((a, b) => a.ratio - b.ratio)[0];
}

/**
 * The accent roles of both themes. Throws one AccentError naming, for each theme, the contrast
 * found and the nearest passing shade, when a given accent fails.
 */
export function accentRoles(accent, palette = readPalette()) {
  const given = givenAccents(accent);
  for (const [theme, hex] of Object.entries(given)) {
    if (hex === undefined || HEX.test(hex)) continue;
    const field = typeof accent === "string" ? "accent" : `accent.${theme}`;
    throw new AccentError(`site.json: ${field} is "${hex}": write a colour as #rrggbb, such as "#c2410c"`);
  }
  const themes = surfaces(palette);
  const light = given.light.toLowerCase();
  const dark = (given.dark ?? nearestPassing(light, themes.dark.on.map(([, background]) => background), AA, "lighter")).toLowerCase();
  const chosen = { light, dark };
  const verdicts = Object.entries(themes).map(([theme, { on, towards }]) => {
    const found = worst(chosen[theme], on);
    const passing = nearestPassing(chosen[theme], on.map(([, background]) => background), AA, towards);
    const derived = theme === "dark" && given.dark === undefined;
    return { theme, found, passing, derived, fails: found.ratio < AA };
  });
  if (verdicts.some((verdict) => verdict.fails)) {
    const lines = verdicts.map(({ theme, found, passing, derived }) => {
      const what = derived ? `${theme} theme (derived ${chosen[theme]})` : `${theme} theme`;
      const ratio = `${ratioText(found.ratio)} against ${found.name} (${found.background})`;
      return found.ratio >= AA ? `${what}: ${ratio}, passes` : `${what}: ${ratio}; the nearest passing shade is ${passing}`;
    });
    const fix = verdicts.map(({ theme, passing }) => `"${theme}": "${passing}"`).join(", ");
    throw new AccentError(
      `site.json: accent ${typeof accent === "string" ? `"${light}"` : JSON.stringify(accent)} ` +
      `fails WCAG AA (${AA}:1 for text) where the site sets it:\n` +
      lines.map((line) => `    ${line}`).join("\n") +
      `\n  Use the passing shades: "accent": { ${fix} }`,
    );
  }
  const role = (theme) => {
    const { alt, feature, towards } = themes[theme];
    return {
      accent: chosen[theme],
      accentOnAlt: nearestPassing(chosen[theme], [alt], AA, towards),
      // By day a pale tint of the accent on the ink block; at night the accent, lifted if the
      // block's lighter fill needs it.
      onFeatureAccent: theme === "light" ? tintOf(light) : nearestPassing(dark, [feature], AA, "lighter"),
      // The dot of the logo mark, which is drawn in the other theme's colours (ink by day).
      mark: theme === "light" ? dark : light,
    };
  };
  return { light: role("light"), dark: role("dark") };
}
