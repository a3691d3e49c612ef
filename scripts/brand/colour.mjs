// WCAG 2 contrast, and the nearest shade of a colour that reaches a contrast: the accent keeps its
// hue and chroma (in OKLCH, where a step in lightness looks like one) and only its lightness moves.

/** "#c2410c" or "#c41" → [r, g, b] in 0…1. */
function rgbOf(hex) {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255);
}

function hexOf(rgb) {
  return `#${rgb.map((channel) => Math.round(Math.min(1, Math.max(0, channel)) * 255).toString(16).padStart(2, "0")).join("")}`;
}

const linear = (channel) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const gamma = (channel) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance. */
export function luminance(hex) {
  const [r, g, b] = rgbOf(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1…21. */
export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** "4.37:1", rounded down so a ratio shown as passing always passes. */
export function ratioText(ratio) {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function oklchOf(hex) {
  const [r, g, b] = rgbOf(hex).map(linear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** The sRGB colour of an OKLCH one, or undefined when it lies outside sRGB. */
function rgbOfOklch({ l: L, c, h }) {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193662 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return rgb.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4) ? rgb.map(gamma) : undefined;
}

/** The colour at OKLCH lightness `l` with the hue of `colour`, its chroma cut only as far as sRGB needs. */
function withLightness(colour, l, chroma = colour.c) {
  for (let c = chroma; c > 0; c -= 0.002) {
    const rgb = rgbOfOklch({ l, c, h: colour.h });
    if (rgb) return hexOf(rgb);
  }
  return hexOf(rgbOfOklch({ l, c: 0, h: 0 }));
}

/**
 * The shade of `hex` nearest to it in lightness with at least `minimum` contrast against every
 * one of `backgrounds` (itself when it already has it), or undefined when no shade has. `towards`
 * is "darker" on light backgrounds and "lighter" on dark ones.
 */
export function nearestPassing(hex, backgrounds, minimum, towards) {
  const passes = (candidate) => backgrounds.every((background) => contrast(candidate, background) >= minimum);
  if (passes(hex)) return hex;
  const colour = oklchOf(hex);
  const step = towards === "darker" ? -0.002 : 0.002;
  for (let l = colour.l + step; l >= 0 && l <= 1; l += step) {
    const candidate = withLightness(colour, l);
    if (passes(candidate)) return candidate;
  }
  return undefined;
}

/** A pale tint of `hex` (its hue, little chroma), for accent text on a dark block by day. */
export function tintOf(hex, lightness = 0.93, chroma = 0.035) {
  const colour = oklchOf(hex);
  return withLightness(colour, lightness, Math.min(colour.c, chroma));
}
