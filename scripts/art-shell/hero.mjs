// Home hero: one scene, arranged three ways for phone, tablet and desktop. Mobile is a tight crop
// on the browser and the pen path; tablet opens up sideways for the swatches; desktop adds the
// whole studio table.
import * as k from "./shapes.mjs";

/** Canvas sizes: each is the widest the pipeline will serve for that viewport range. */
export const HERO_SIZES = {
  mobile: { width: 1200, height: 960 },
  tablet: { width: 1600, height: 1040 },
  desktop: { width: 1600, height: 1360 },
};

const LAYOUTS = {
  mobile: {
    sun: [930, 250, 250],
    quarter: [0, 960, 300],
    browser: [120, 150, 0.96],
    swatches: [1000, 900, 0.8],
    code: [60, 60, 0.9],
    pen: { x: 60, y: 800, scale: 1.02 },
    nib: 0.9,
    extras: (p) => [k.place(1140, 520, 1, k.plus(44, p.ink))],
  },
  tablet: {
    sun: [1260, 300, 290],
    quarter: [0, 1040, 340],
    browser: [170, 170, 1],
    swatches: [1360, 960, 0.95],
    code: [80, 80, 1],
    pen: { x: 80, y: 880, scale: 1.25 },
    nib: 1,
    extras: (p) => [
      k.place(1470, 110, 1, k.plus(48, p.ink)),
      k.place(1340, 640, 1, k.ring(46, p.accent, 12)),
      k.place(1040, 110, 1, k.zigzag(150, p.teal)),
    ],
  },
  desktop: {
    sun: [1150, 380, 330],
    quarter: [0, 1360, 420],
    browser: [170, 300, 1.05],
    swatches: [1330, 1230, 1.05],
    code: [90, 150, 1.1],
    pen: { x: 80, y: 1180, scale: 1.3 },
    nib: 1.1,
    extras: (p) => [
      k.place(1460, 150, 1, k.plus(56, p.ink)),
      k.place(340, 1200, 1, k.ring(60, p.accent, 14)),
      k.place(1180, 120, 1, k.zigzag(180, p.teal)),
      k.place(520, 190, 1, k.triangle(64, p.accent), 12),
      k.place(560, 1080, 1, k.layers(p)),
    ],
  },
};

/** The pen path through the scene, in the layout's own units (scaled by layout.pen.scale). */
const PEN = [
  { x: 0, y: 0, in: [0, 0], out: [140, -40] },
  { x: 380, y: -200, in: [-150, 90], out: [160, -96] },
  { x: 760, y: -340, in: [-120, 30], out: [140, -35] },
  { x: 960, y: -560, in: [0, 90], out: [0, 0] },
];

export function heroArt(size, p) {
  const { width, height } = HERO_SIZES[size];
  const l = LAYOUTS[size];
  const pen = PEN.map((a) => ({
    x: l.pen.x + a.x * l.pen.scale,
    y: l.pen.y + a.y * l.pen.scale,
    in: a.in.map((v) => v * l.pen.scale),
    out: a.out.map((v) => v * l.pen.scale),
  }));
  const end = pen.at(-1);
  return k.svg(
    width,
    height,
    [
      k.backdrop(width, height, p),
      k.place(l.sun[0], l.sun[1], 1, k.disc(l.sun[2], p.accentSoft)),
      k.place(l.quarter[0], l.quarter[1], 1, k.disc(l.quarter[2], p.tealSoft)),
      k.place(l.browser[0], l.browser[1], l.browser[2], k.browser(1000, 640, p)),
      k.place(l.swatches[0], l.swatches[1], l.swatches[2], k.swatches([p.sun, p.teal, p.ink, p.accentSoft], p)),
      ...l.extras(p),
      k.penPath(pen, p, { selected: 2, width: 7 * Math.min(1.2, l.pen.scale) }),
      // The nib draws the path: its tip sits on the last anchor.
      k.place(end.x + 10, end.y - 12, l.nib, k.nib(p), 38),
      k.place(l.code[0], l.code[1], l.code[2], k.codeChip(p)),
    ].join("\n"),
  );
}
