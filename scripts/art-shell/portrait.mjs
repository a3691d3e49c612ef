// Contact page portrait: an illustrated, invented person (no real likeness) at a studio desk
// light: round glasses, a pencil behind the ear, the site's teal and orange.
import * as k from "./shapes.mjs";

const PORTRAIT_SIZE = { width: 960, height: 1200 };

const SKIN = "#d9996f";
const SKIN_SHADE = "#bf7f58";
const HAIR = "#2b2233";

export function portraitArt(p) {
  const { width, height } = PORTRAIT_SIZE;
  const body = [
    k.backdrop(width, height, p),
    k.place(480, 520, 1, k.disc(380, p.accentSoft)),
    k.place(760, 220, 1, k.ring(56, p.accent, 14)),
    k.place(110, 180, 1, k.plus(50, p.ink)),
    k.place(90, 700, 0.8, k.codeChip(p)),
    k.place(800, 760, 0.7, k.swatches([p.sun, p.teal, p.ink], p)),
    // Shoulders and sweater, with a collar.
    `<path d="M170 1200C170 960 290 860 480 860S790 960 790 1200Z" fill="${p.teal}" stroke="${p.ink}" stroke-width="8"/>`,
    `<path d="M400 870 480 960 560 870" fill="${p.panel}" stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"/>`,
    // Pencil behind the ear.
    `<g transform="rotate(-62 640 540)">` +
      `<rect x="590" y="506" width="150" height="26" rx="4" fill="${p.sun}" stroke="${p.ink}" stroke-width="6"/>` +
      `<path d="M740 506 780 519 740 532Z" fill="#f3d9b8" stroke="${p.ink}" stroke-width="6" stroke-linejoin="round"/></g>`,
    // Neck and head.
    `<path d="M430 760H530V900Q480 940 430 900Z" fill="${SKIN_SHADE}" stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"/>`,
    `<ellipse cx="330" cy="600" rx="34" ry="48" fill="${SKIN}" stroke="${p.ink}" stroke-width="8"/>`,
    `<ellipse cx="630" cy="600" rx="34" ry="48" fill="${SKIN}" stroke="${p.ink}" stroke-width="8"/>`,
    `<path d="M340 560C340 420 400 370 480 370S620 420 620 560 580 800 480 800 340 700 340 560Z" ` +
      `fill="${SKIN}" stroke="${p.ink}" stroke-width="8"/>`,
    // Hair: a swept fringe over the top, cut short at the sides.
    `<path d="M326 590C300 440 360 330 480 320S680 380 640 590C630 520 610 470 560 450 520 500 420 510 360 470 340 500 330 540 326 590Z" ` +
      `fill="${HAIR}" stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"/>`,
    // Glasses, brows, nose and smile.
    `<g fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round">`,
    `<rect x="374" y="566" width="90" height="72" rx="30"/><rect x="498" y="566" width="90" height="72" rx="30"/>`,
    `<path d="M464 596Q481 586 498 596M388 542Q418 528 448 540M514 540Q544 528 574 542M486 640Q474 690 492 694M438 724Q482 756 526 724"/>`,
    `</g>`,
    `<circle cx="420" cy="604" r="9" fill="${p.ink}"/><circle cx="544" cy="604" r="9" fill="${p.ink}"/>`,
    `<circle cx="400" cy="676" r="18" fill="${p.sun}" opacity=".35"/><circle cx="566" cy="676" r="18" fill="${p.sun}" opacity=".35"/>`,
  ];
  return k.svg(width, height, body.join("\n"));
}
