// Not-found background: a big "404" in the site's display face (outlined, as all the art's type),
// with a pen path that loses its way and trails off. The page's message card sits in the middle,
// so the few small shapes live at the edges.
import { measure, outline } from "../../scripts/seo/type.mjs";
import * as k from "./shapes.mjs";

export const NOT_FOUND_SIZES = {
  mobile: { width: 900, height: 1600 },
  desktop: { width: 1920, height: 1080 },
};

/** A path that loops back on itself and trails off dashed: lost, but still drawing. */
function lostPath(p, scale) {
  const w = 7 / scale;
  return [
    `<path d="M0 0C120-40 220-160 160-230S-20-220 20-120 300 40 420-60" fill="none" stroke="${p.ink}" ` +
      `stroke-width="${w}" stroke-linecap="round"/>`,
    `<path d="M420-60C500-130 560-150 660-120" fill="none" stroke="${p.ink}" stroke-width="${w}" stroke-linecap="round" ` +
      `stroke-dasharray="${w * 0.1} ${w * 3}"/>`,
    ...[
      [0, 0],
      [160, -230],
      [420, -60],
    ].map(([x, y]) => k.rect(x - 12, y - 12, 24, 24, `fill="${p.panel}" stroke="${p.ink}" stroke-width="${w * 0.6}"`)),
  ].join("");
}

/** A question mark drawn with a stroke and a dot, no font needed. */
function question(color) {
  return `<path d="M-40-50C-40-100 40-100 40-50S0-10 0 20" fill="none" stroke="${color}" stroke-width="22" stroke-linecap="round"/>` +
    `<circle cx="0" cy="70" r="14" fill="${color}"/>`;
}

// The page's card sits below the digits (the page pads its top by the share of the height they
// take), so the digits keep to the top band and nothing small lies where the card goes: a badge
// half under the card would read as a clipped stub.
//
// The digits are Space Grotesk Bold, the headings' face (a rounded stroke-drawn face was seen
// nowhere else on the site), the 4s in the accent and the 0 in teal, standing together as one
// word centred over the card. A 1440 × 900 screen shows the desktop art at 0.76 (scaled to the
// section's height, its sides cropped by 48 units), where they are about 235 px tall and 630 px
// wide. A digit's ink is 0.7 of the type size tall (the 0 overshoots by 0.014 above and below).
const DIGIT_FACE = { face: "display", weight: 700 };
const INK_HEIGHT = 0.7;

/** "404" with its top at `top`, its ink centred on `centre`, `size` the type size. */
function digits(p, centre, top, size) {
  const options = { ...DIGIT_FACE, size };
  const advances = ["4", "0"].map((digit) => measure(digit, options));
  // The 4's ink starts 0.034 em in and the last 4's ends 0.028 em short of its advance.
  const inkWidth = advances[0] + advances[1] + measure("4", options) - (0.034 + 0.028) * size;
  const left = centre - inkWidth / 2 - 0.034 * size;
  const baseline = top + INK_HEIGHT * size;
  const glyph = (x, digit, fill) =>
    `<path d="${outline(x, baseline, digit, options)}" fill="${fill}" aria-label="${digit}"/>`;
  return [
    glyph(left, "4", p.accent),
    glyph(left + advances[0], "0", p.teal),
    glyph(left + advances[0] + advances[1], "4", p.accent),
  ].map((path) => `<g class="digit">${path}</g>`);
}

// Three small shapes at most (the pen path, a question mark, a ring): eight read as clip art.
// The peach disc bleeds off the art's right edge, never off its top: the top meets the header,
// which cut it flat.
const LAYOUTS = {
  desktop: (p) => [
    k.place(1900, 330, 1, k.disc(240, p.accentSoft)),
    k.place(360, 1080, 1, k.disc(280, p.tealSoft)),
    ...digits(p, 960, 120, 440),
    k.place(90, 1010, 0.7, lostPath(p, 0.7)),
    k.place(1560, 860, 1, question(p.ink)),
    // Well inside the right edge: a screen a little less wide than 16:9 crops the sides, and at
    // 1820 the ring was cut by the screen's edge.
    k.place(1740, 680, 1, k.ring(44, p.accent, 12)),
  ],
  // A phone shows about the middle 680 of the 900 units (object-cover on a tall screen), with the
  // card over that width from 35 % of the height down: the digits and the peach disc alone,
  // since small shapes there crowded the digits and ran under the footer's rule. The digits start
  // 15.5 % down, so they and the card under them stand about centred on a phone's screen (from 7 %
  // they left some 190 px of empty field under the card); the disc sits low on the right, behind
  // the card's lower corner (at the top it lay behind the last 4).
  mobile: (p) => [
    k.place(860, 1350, 1, k.disc(200, p.accentSoft)),
    ...digits(p, 450, 248, 350),
  ],
};

export function notFoundArt(size, p) {
  const { width, height } = NOT_FOUND_SIZES[size];
  return k.svg(width, height, [k.backdrop(width, height, p), ...LAYOUTS[size](p)].join("\n"));
}
