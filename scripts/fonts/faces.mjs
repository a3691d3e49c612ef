// The web fonts the site ships, shared by the subset script and its test.
// Latin-1 covers English and Swedish; the rest are the dashes, quotes, ellipsis, bullet, arrow,
// euro and minus that content and translations use (a unit test checks they cover all text).
export const UNICODE_RANGE = "U+0000-00FF,U+2013-2014,U+2018-201F,U+2022,U+2026,U+2192,U+20AC,U+2212";

// Kerning only. The other default features (contextual alternates, ligatures, mark positioning
// for decomposed accents) change little in English and Swedish text set in Latin-1, and cost
// 8 KB of the 44.5 (Inter 26.1 → 20.2 KB, Space Grotesk 18.4 → 16.3 KB).
export const LAYOUT_FEATURES = "kern";

export const FONT_FACES = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-400-700.woff2",
    weights: [400, 700],
  },
  {
    family: "Space Grotesk Variable",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    file: "space-grotesk-latin-400-700.woff2",
    weights: [400, 700],
    // Its capitals are far narrower against the fallback's than its lower case, and the site sets
    // labels in capitals: the fallback gets a second size for them (app/fonts.css).
    capsFallback: true,
  },
];
