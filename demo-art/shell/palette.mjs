// The site's colour tokens, read from app/app.css so the artwork follows the theme, plus a few
// in-between tints the illustrations need (surfaces, soft fills) that no text sits on.
import { readFileSync } from "node:fs";

export function readTokens(css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8")) {
  const tokens = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})/gi)) {
    tokens[name] = value.toLowerCase();
  }
  return tokens;
}

/** @returns {{ light: Palette; dark: Palette }} */
export function palettes(tokens = readTokens()) {
  const need = (name) => {
    if (!tokens[name]) throw new Error(`app/app.css has no --color-${name}`);
    return tokens[name];
  };
  return {
    light: {
      bg: need("paper-2"),
      surface: need("paper"),
      panel: "#ffffff",
      ink: need("ink"),
      ink2: need("ink-2"),
      line: need("sand"),
      accent: need("rust"),
      accentSoft: need("peach"),
      teal: need("teal"),
      tealSoft: "#cde8e3",
      sun: "#f0643c",
      shadow: need("ink"),
    },
    dark: {
      bg: need("night-2"),
      surface: need("night-3"),
      panel: "#232031",
      ink: need("moon"),
      ink2: need("moon-2"),
      line: "#403b52",
      accent: need("ember"),
      accentSoft: "#43282a",
      teal: need("mint"),
      tealSoft: "#1c3b3b",
      sun: need("ember"),
      shadow: "#09080d",
    },
  };
}

/** @typedef {Record<"bg"|"surface"|"panel"|"ink"|"ink2"|"line"|"accent"|"accentSoft"|"teal"|"tealSoft"|"sun"|"shadow", string>} Palette */
