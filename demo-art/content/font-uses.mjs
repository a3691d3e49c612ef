// What in an SVG would make a rasteriser pick a font: the generated art outlines its words, so
// none of these may be left in what it writes.
const FONT_USES = {
  "<text>": /<text[\s>]/,
  "<tspan>": /<tspan[\s>]/,
  "font-family": /font-family\s*[:=]/,
  "font shorthand": /[\s"';{]font\s*[:=]/,
  "@font-face": /@font-face/,
};

/** The font uses an SVG holds, by name. */
export const fontUses = (svg) => Object.keys(FONT_USES).filter((name) => FONT_USES[name].test(svg));

/** Throws, naming the file, when an SVG about to be written would be set in a fallback font. */
export function assertOutlined(file, svg) {
  const uses = fontUses(svg);
  if (uses.length > 0) throw new Error(`${file}: ${uses.join(", ")} left in the art; outline the text (scripts/seo/type.mjs)`);
}
