// Not-found background: a big "404" made of shapes, with a pen path that loses its way and
// trails off. The page's message card sits in the middle, so the small shapes live at the edges.
import * as k from "./shapes.mjs";

export const NOT_FOUND_SIZES = {
  mobile: { width: 900, height: 1600 },
  desktop: { width: 1920, height: 1080 },
};

function four(p, color) {
  return `<path d="M210 0 30 300H330M210 0V440" fill="none" stroke="${color}" stroke-width="76" ` +
    `stroke-linecap="round" stroke-linejoin="round"/>`;
}

function zero(color) {
  return `<ellipse cx="0" cy="220" rx="140" ry="210" fill="none" stroke="${color}" stroke-width="76"/>`;
}

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
// On a wide screen the digits stand together as one word, centred over the card: spread to the
// edges they read as three separate shapes. A 1440 × 900 screen shows the art at 0.76 (scaled to
// the section's height, its sides cropped by 48 units), where this group is about 260 px tall and
// 600 px wide with 24 px between the digits. Everything keeps clear of the art's left edge, which
// meets the side rail.
const DIGITS = { scale: 0.66, top: 120, gap: 32 };
// A 4's stroke reaches from x -8 to 368 (its round ends included); the 0's from -178 to 178.
const FOUR_LEFT = -8;
const FOUR_RIGHT = 368;
const ZERO_HALF = 178;

function digitGroup(p, centre) {
  const { scale, top, gap } = DIGITS;
  const zeroLeft = centre - ZERO_HALF * scale;
  const zeroRight = centre + ZERO_HALF * scale;
  const round = (n) => Math.round(n * 10) / 10;
  return [
    k.place(round(zeroLeft - gap - FOUR_RIGHT * scale), top, scale, four(p, p.accent)),
    k.place(centre, top, scale, zero(p.teal)),
    k.place(round(zeroRight + gap - FOUR_LEFT * scale), top, scale, four(p, p.accent)),
  ];
}

const LAYOUTS = {
  desktop: (p) => [
    k.place(1500, 200, 1, k.disc(240, p.accentSoft)),
    k.place(360, 1080, 1, k.disc(280, p.tealSoft)),
    ...digitGroup(p, 960),
    k.place(90, 1010, 0.7, lostPath(p, 0.7)),
    k.place(1560, 860, 1, question(p.ink)),
    k.place(1690, 880, 0.9, k.cursor(p)),
    k.place(80, 600, 0.9, k.codeChip(p)),
    k.place(1400, 1030, 0.8, k.zigzag(220, p.teal)),
    k.place(1520, 560, 1, k.plus(54, p.ink)),
    // Well inside the right edge: a screen a little less wide than 16:9 crops the sides, and at
    // 1820 the ring was cut by the screen's edge.
    k.place(1720, 560, 1, k.ring(44, p.accent, 12)),
  ],
  // A phone shows about the middle 680 of the 900 units (object-cover on a tall screen); the card
  // covers that width from a quarter of the height down, so the small shapes keep to the ends.
  mobile: (p) => [
    k.place(760, 170, 1, k.disc(220, p.accentSoft)),
    k.place(40, 1600, 1, k.disc(300, p.tealSoft)),
    k.place(140, 120, 0.52, four(p, p.accent)),
    k.place(450, 120, 0.52, zero(p.teal)),
    k.place(585, 120, 0.52, four(p, p.accent)),
    k.place(140, 40, 0.45, k.codeChip(p)),
    k.place(200, 1580, 0.55, lostPath(p, 0.55)),
    k.place(680, 1540, 0.5, question(p.ink)),
    // In the gap between the 0 and the last 4, above them: at 720 its arm touched the 4's top.
    k.place(620, 44, 1, k.plus(36, p.ink)),
  ],
};

export function notFoundArt(size, p) {
  const { width, height } = NOT_FOUND_SIZES[size];
  return k.svg(width, height, [k.backdrop(width, height, p), ...LAYOUTS[size](p)].join("\n"));
}
