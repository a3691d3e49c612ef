// The demo person's portrait, drawn as a flat two-colour print rather than a cartoon: head and
// shoulders in simple geometric shapes, turned a little to the left, lit from the left, with the
// shadow side set as a halftone screen. Around them the site's print vocabulary: a spot-colour
// disc screened into dots, crop marks in the corners, a registration target and a colour bar.
// The face sits in the upper half (the contact card crops around a point 20 % down, the home
// hero may cut it round); the shoulders run off the bottom edge. The night twin keeps the
// person's own colours and darkens only the ground and the marks, so it never reads as a negative.
import * as k from "./shapes.mjs";

const PORTRAIT_SIZE = { width: 960, height: 1200 };

const SKIN = "#d9996f";
const SKIN_SHADE = "#b8754c";
const DOTS = "#8f4f2e";
const FEATURES = "#231d2b";

/** What the person wears by day and by night; the ground and the marks come from the palette. */
const TONES = {
  light: { hair: "#231d2b", jacket: "#23202e", lapel: "#34304a", tee: "#0f766e", collar: "#0b5d56", disc: "#f6c7ae", mark: "#2b2233" },
  dark: { hair: "#1b1622", jacket: "#3a3550", lapel: "#4a4466", tee: "#1f6b63", collar: "#17524c", disc: "#4a2b2c", mark: "#8c86a3" },
};

/** Dots on a `gap` grid over a box, each sized by `size(x, y)` (0 to 1 of the largest). */
function halftone({ x0, y0, x1, y1, gap, size, color, clip }) {
  const dots = [];
  for (let y = y0; y <= y1; y += gap) {
    // Every other row shifted half a step: the 45° screen of a print, not a grid.
    const shift = (Math.round((y - y0) / gap) % 2) * (gap / 2);
    for (let x = x0 + shift; x <= x1; x += gap) {
      const r = Math.min(1, Math.max(0, size(x, y))) * gap * 0.56;
      if (r > 0.8) dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}"/>`);
    }
  }
  return `<g fill="${color}"${clip ? ` clip-path="url(#${clip})"` : ""}>${dots.join("")}</g>`;
}

/** An L-shaped crop mark at a corner of the sheet, its arms pointing away from the picture. */
function cropMark(x, y, dx, dy, color) {
  const d = `M${x} ${y + dy * 18}V${y + dy * 64}M${x + dx * 18} ${y}H${x + dx * 64}`;
  return `<path d="${d}" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
}

function target(r, color) {
  return `<circle r="${r}" fill="none" stroke="${color}" stroke-width="4"/><circle r="${r * 0.45}" fill="${color}"/>` +
    `<path d="M${-r * 1.5} 0H${r * 1.5}M0 ${-r * 1.5}V${r * 1.5}" stroke="${color}" stroke-width="4"/>`;
}

// The head in three-quarter view: temple, crown, the far temple, a jaw that narrows to the chin.
const HEAD = "M352 452C350 352 408 292 490 290C576 290 628 344 628 440L626 520C622 590 574 650 502 660" +
  "C442 664 392 626 374 566Z";
const NECK = "M432 600H584L598 792Q508 834 418 792Z";

export function portraitArt(p, theme = "light") {
  const { width, height } = PORTRAIT_SIZE;
  const t = TONES[theme];
  const defs = [
    `<clipPath id="head"><path d="${HEAD}"/></clipPath>`,
    `<clipPath id="neck"><path d="${NECK}"/></clipPath>`,
    `<clipPath id="disc"><circle cx="540" cy="520" r="370"/></clipPath>`,
  ].join("");
  const body = [
    `<defs>${defs}</defs>`,
    k.rect(0, 0, width, height, `fill="${p.bg}"`),
    // The disc and the person a little larger than drawn, so the face still reads on a small card.
    `<g transform="translate(480 470) scale(1.16) translate(-480 -470)">`,
    // The spot-colour disc, its lower right screened darker: the print's second colour.
    `<circle cx="540" cy="520" r="370" fill="${t.disc}"/>`,
    halftone({ x0: 170, y0: 150, x1: 910, y1: 890, gap: 26, clip: "disc", color: p.accent,
      size: (x, y) => ((x - 540) * 0.7 + (y - 520) * 0.7 - 40) / 260 }),
    // Shoulders: a teal tee under an open dark jacket, leaving the picture at the bottom.
    `<path d="M150 1200 170 918C180 836 300 776 508 768 716 776 800 836 810 918L830 1200Z" fill="${t.tee}"/>`,
    `<path d="${NECK}" fill="${SKIN}"/>`,
    // The chin's shadow on the neck, and the far side of the neck, screened.
    `<path d="M420 600C460 676 560 684 600 612V700C556 736 466 726 420 690Z" fill="${SKIN_SHADE}"/>`,
    halftone({ x0: 420, y0: 600, x1: 600, y1: 810, gap: 14, clip: "neck", color: DOTS,
      size: (x, y) => (x - 520) / 90 + (y > 700 ? 0 : 0.3) }),
    `<path d="M420 786Q508 840 598 786" fill="none" stroke="${t.collar}" stroke-width="18" stroke-linecap="round"/>`,
    `<g transform="translate(0 -50)">`,
    `<path d="M150 1260 170 968C180 888 270 846 360 826L430 810 474 1260Z" fill="${t.jacket}"/>`,
    `<path d="M830 1260 810 968C800 888 730 846 650 826L588 810 548 1260Z" fill="${t.jacket}"/>`,
    // Lapels: two folded triangles, the far one narrower.
    `<path d="M430 810 474 1040 388 930 404 856Z" fill="${t.lapel}"/>`,
    `<path d="M588 810 548 1040 614 936 604 858Z" fill="${t.lapel}"/>`,
    // A pencil in the breast pocket: the drawing half of the trade.
    k.rect(676, 930, 16, 120, `rx="4" fill="${p.sun}" transform="rotate(8 684 990)"`),
    `<path d="M676 932 684 906 692 932Z" fill="${SKIN}" transform="rotate(8 684 990)"/>`,
    k.rect(640, 1004, 96, 10, `rx="5" fill="${t.lapel}"`),
    `</g>`,
    // Ear on the far side, then the head, its shadow side screened in dots.
    `<ellipse cx="624" cy="492" rx="28" ry="44" fill="${SKIN_SHADE}"/>`,
    `<path d="${HEAD}" fill="${SKIN}"/>`,
    halftone({ x0: 340, y0: 280, x1: 640, y1: 670, gap: 14, clip: "head", color: DOTS,
      size: (x, y) => (x - 548) / 70 + (y - 600) / 260 }),
    // The nose's shadow, a wedge, and the mouth: a short, level line with a lift at one end.
    `<path d="M492 486 468 566 506 572Q494 560 500 540Z" fill="${SKIN_SHADE}"/>`,
    `<path d="M458 606Q494 616 532 598" fill="none" stroke="${FEATURES}" stroke-width="8" stroke-linecap="round"/>`,
    // Hair: a short cut with a swept top, in one block.
    `<path d="M348 468C326 356 380 262 478 250 556 240 642 282 644 380 646 420 636 452 630 474 ` +
      `620 452 612 420 598 396 544 414 446 408 390 366 374 400 366 432 360 470Z" fill="${t.hair}"/>`,
    `<path d="M390 366C430 300 520 286 598 330 560 312 476 318 420 350Z" fill="${t.lapel}" opacity=".55"/>`,
    // Round glasses, brows and eyes.
    `<g fill="none" stroke="${FEATURES}" stroke-width="8" stroke-linecap="round">`,
    `<circle cx="432" cy="484" r="40"/><circle cx="550" cy="484" r="38"/>`,
    `<path d="M472 480Q491 470 512 480M588 478 626 468M392 480 372 474"/>`,
    `</g>`,
    `<circle cx="436" cy="488" r="8" fill="${FEATURES}"/><circle cx="552" cy="488" r="8" fill="${FEATURES}"/>`,
    `<path d="M404 430Q432 416 462 426M526 426Q552 416 578 428" fill="none" stroke="${t.hair}" stroke-width="12" stroke-linecap="round"/>`,
    `</g>`,
    // Print marks over it all: crop marks just inside the corners, a registration target, a colour bar.
    cropMark(56, 56, 1, 1, t.mark), cropMark(904, 56, -1, 1, t.mark),
    cropMark(56, 1144, 1, -1, t.mark), cropMark(904, 1144, -1, -1, t.mark),
    k.place(110, 130, 1, target(22, t.mark)),
    ...[p.ink, p.accent, p.teal, p.sun, t.disc].map((c, i) => k.rect(52, 600 + i * 46, 36, 36, `fill="${c}"`)),
  ];
  return k.svg(width, height, body.join("\n"));
}
