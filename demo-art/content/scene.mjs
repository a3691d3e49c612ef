// Print shown where it lives, as a photograph of it would: sheets pasted or hung on a mottled
// wall under a pool of light, each with a soft cast shadow and a sheen across the paper. Flat
// shapes alone read as placeholders; these few gradients make them read as paper. No filters:
// blur and noise took seconds a picture to rasterise, gradients take milliseconds.
import { ellipse, rect, svg } from "./svg.mjs";

export const WALLS = {
  day: { wall: "#d9d4ca", floor: "#bdb5a6", light: "#fffaf0", glow: 0.45, shadow: 0.42, mottle: 0.1, dusk: 0.22, dim: 0 },
  night: { wall: "#24232a", floor: "#18171c", light: "#ffe9c2", glow: 0.16, shadow: 0.7, mottle: 0.3, dusk: 0.55, dim: 0.3 },
};

/** The shared filters and gradients; `key` keeps their ids apart from the sheets' own. */
function defs(key, t, [lx, ly, lr]) {
  return [
    // Plaster: soft patches of shade, each a radial fade (filters would cost seconds a picture).
    `<radialGradient id="${key}-patch"><stop offset="0" stop-color="#000" stop-opacity="1"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${key}-light" cx="${lx}" cy="${ly}" r="${lr}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${t.light}" stop-opacity="${t.glow}"/>` +
      `<stop offset="1" stop-color="${t.light}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${key}-dusk" cx="${lx}" cy="${ly}" r="${lr * 1.9}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0.35" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="${t.dusk}"/></radialGradient>`,
    // Paper catches the light at its top and falls off towards the foot.
    `<linearGradient id="${key}-sheen" x1="0" y1="0" x2="0.35" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>`,
  ].join("");
}

/** A whole SVG drawn inside this one at (x, y, w, h), its ids prefixed so copies never clash. */
function embed(source, key, x, y, w, h) {
  const viewBox = source.match(/viewBox="([^"]+)"/)[1];
  const body = source
    .slice(source.indexOf(">") + 1, source.lastIndexOf("</svg>"))
    .replaceAll(/\bid="([^"]+)"/g, `id="${key}-$1"`)
    .replaceAll(/url\(#([^)]+)\)/g, `url(#${key}-$1)`);
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/**
 * Sheets on a wall. Each sheet: `art` (a whole SVG), its box `[x, y, w, h]`, an optional `turn` in
 * degrees and `lift` (how far it stands off the wall: a pasted sheet 0.4, a mounted one 1).
 */
export function wall(size, { tone = WALLS.day, light, floor, sheets, key = "scene", extra = "" }) {
  const { w, h } = size;
  const beam = light ?? [w / 2, h * 0.3, Math.max(w, h) * 0.62];
  const drawn = sheets.map(({ art, box: [x, y, sw, sh], turn = 0, lift = 1 }, i) => {
    const cx = x + sw / 2, cy = y + sh / 2;
    // A soft shadow cast down from the lamp: fading steps that spread below the sheet, none above it.
    const shade = [2, 8, 16, 26, 38].map((spread) => rect(x - spread * 0.3 + 6 * lift, y + 10 * lift + spread * 0.4,
      sw + spread * 0.6, sh + spread * 0.5, "#000", { opacity: (tone.shadow / 5) * lift ** 0.5, rx: spread / 2 })).join("");
    const body = [
      shade,
      embed(art, `${key}-${i}`, x, y, sw, sh),
      rect(x, y, sw, sh, `url(#${key}-sheen)`),
    ].join("");
    return turn ? `<g transform="rotate(${turn} ${cx} ${cy})">${body}</g>` : body;
  });
  // Patches placed by a fixed sequence, so a picture's text depends only on what it draws.
  const patches = Array.from({ length: 14 }, (_, i) => ellipse(((i * 0.618) % 1) * w, ((i * 0.382 + 0.1) % 1) * h,
    w * (0.12 + ((i * 7) % 5) * 0.03), h * (0.1 + ((i * 3) % 4) * 0.03), `url(#${key}-patch)`,
    { opacity: tone.mottle * (0.5 + (i % 3) * 0.3) })).join("");
  return svg(size, [
    patches,
    floor ? rect(0, floor, w, h - floor, tone.floor) : "",
    rect(0, 0, w, h, `url(#${key}-light)`),
    ...drawn,
    extra,
    // By night a pale sheet would glare out of a dark page: the whole room is dimmer.
    tone.dim ? rect(0, 0, w, h, "#000", { opacity: tone.dim }) : "",
    // The room falls into shade away from the lamp, over the sheets as over the wall.
    rect(0, 0, w, h, `url(#${key}-dusk)`),
  ].join(""), { bg: tone.wall, defs: defs(key, tone, beam) });
}

/** A drawn room (a whole SVG filling the frame) under the same lamp and shade as the walls. */
export function lit(size, art, { tone: lamp = WALLS.day, light, key = "lit" }) {
  const { w, h } = size;
  // A room's own colours already carry its light: the lamp adds half of what it adds to a wall.
  const tone = { ...lamp, glow: lamp.glow / 2 };
  const beam = light ?? [w / 2, h * 0.3, Math.max(w, h) * 0.62];
  return svg(size, [
    embed(art, key, 0, 0, w, h),
    rect(0, 0, w, h, `url(#${key}-light)`),
    rect(0, 0, w, h, `url(#${key}-dusk)`),
  ].join(""), { defs: defs(key, tone, beam) });
}
