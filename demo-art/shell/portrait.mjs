// The demo person's portrait as a two-colour screen print, not a cartoon: a key plate in ink (hair,
// features, the shadow side as a halftone screen, a black turtleneck) over a spot plate in the
// site's accent (a poster block behind the head and the skin's tint), the spot plate printed a
// little off register so its edge shows beside the ink. Around it the print vocabulary of the
// rest of the site: crop marks, a registration target and a colour bar. The face sits in the upper
// half (the contact card crops around a point 20 % down, the home hero's chip frames it square);
// the shoulders run off the bottom edge. The night twin keeps the person's colours and darkens
// only the ground, the block and the marks, so it never reads as a negative.
import * as k from "./shapes.mjs";

const PORTRAIT_SIZE = { width: 960, height: 1200 };

// How far the spot plate landed from the key plate: the misregistration that says "printed".
const OFF = { x: 13, y: 9 };

/** The plates by day and by night; the ground comes from the palette. */
const TONES = {
  light: { ink: "#221c29", skin: "#e9a47c", block: "#c2410c", blockDots: "#c2410c", cloth: "#221c29", fold: "#3b3346", mark: "#2b2233" },
  dark: { ink: "#15111b", skin: "#d08a62", block: "#6b2a1a", blockDots: "#8a3a22", cloth: "#2e2839", fold: "#4a4259", mark: "#8c86a3" },
};

/** Dots on a `gap` grid over a box, each sized by `size(x, y)` (0 to 1 of the largest). */
function halftone({ x0, y0, x1, y1, gap, size, color, clip }) {
  const dots = [];
  for (let y = y0; y <= y1; y += gap) {
    // Every other row shifted half a step: the 45° screen of a print, not a grid.
    const shift = (Math.round((y - y0) / gap) % 2) * (gap / 2);
    for (let x = x0 + shift; x <= x1; x += gap) {
      const r = Math.min(1, Math.max(0, size(x, y))) * gap * 0.6;
      if (r > 0.9) dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}"/>`);
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

// A face turned a little to the viewer's left: temple, crown, the far temple, a jaw that narrows
// to the chin, which sits left of the middle.
const HEAD = "M356 440C352 340 412 282 492 282C574 282 630 336 628 432L624 520C618 594 570 652 500 662" +
  "C440 664 392 626 374 562Z";
const NECK = "M430 590H580L596 800Q508 836 420 800Z";
// A chin-length bob: the back of the hair behind the face, and a fringe swept to the far side.
const HAIR_BACK = "M322 650C300 520 306 352 400 282C470 232 590 236 650 306C700 366 698 520 680 650" +
  "C660 672 616 676 596 660L600 430 370 430 372 660C356 672 334 668 322 650Z";
const FRINGE = "M346 470C336 362 400 268 500 262C590 258 648 320 650 410C652 450 646 500 640 540" +
  "C632 480 616 436 596 404C560 430 500 436 448 418C420 446 396 468 378 500C362 498 352 486 346 470Z";
const BODY = "M170 1200C178 1020 250 912 392 874L436 842Q508 870 582 842L628 874C770 912 842 1020 850 1200Z";
const COLLAR = "M418 760Q508 800 600 760L612 852Q508 900 404 852Z";

export function portraitArt(p, theme = "light") {
  const { width, height } = PORTRAIT_SIZE;
  const t = TONES[theme];
  const spot = `translate(${OFF.x} ${OFF.y})`;
  const defs = [
    `<clipPath id="head"><path d="${HEAD}"/></clipPath>`,
    `<clipPath id="neck"><path d="${NECK}"/></clipPath>`,
    `<clipPath id="body"><path d="${BODY}"/></clipPath>`,
    `<clipPath id="sheet"><rect x="40" y="40" width="${width - 80}" height="${height - 40}"/></clipPath>`,
  ].join("");
  const body = [
    `<defs>${defs}</defs>`,
    k.rect(0, 0, width, height, `fill="${p.bg}"`),
    `<g clip-path="url(#sheet)">`,
    // The spot plate's block behind the head, its lower left edge breaking up into dots.
    `<g transform="${spot}">`,
    k.rect(236, 150, 600, 760, `fill="${t.block}"`),
    halftone({ x0: 140, y0: 150, x1: 236, y1: 910, gap: 22, color: t.blockDots,
      size: (x, y) => (x - 130) / 110 - Math.max(0, (y - 700) / 400) }),
    halftone({ x0: 236, y0: 910, x1: 836, y1: 1020, gap: 22, color: t.blockDots,
      size: (x, y) => (1010 - y) / 110 }),
    `</g>`,
    // The drawing a little larger than its coordinates, so the face still reads on a 64 px chip.
    `<g transform="translate(500 500) scale(1.14) translate(-500 -500)">`,
    `<path d="${HAIR_BACK}" fill="${t.ink}"/>`,
    // The spot plate's skin, off register with the ink drawn over it.
    `<path d="${NECK}" transform="${spot}" fill="${t.skin}"/>`,
    // The key plate's shadow of the jaw on the neck, under the face, and the neck's far side.
    `<g clip-path="url(#neck)"><path d="M420 600C470 700 560 700 600 600V748C560 730 480 700 420 646Z" fill="${t.ink}"/></g>`,
    halftone({ x0: 420, y0: 700, x1: 600, y1: 820, gap: 13, clip: "neck", color: t.ink,
      size: (x) => (x - 510) / 80 }),
    `<path d="${HEAD}" transform="${spot}" fill="${t.skin}"/>`,
    // The face's shadow side as a screen, heaviest at the far temple and cheek.
    halftone({ x0: 340, y0: 270, x1: 640, y1: 680, gap: 13, clip: "head", color: t.ink,
      size: (x, y) => (x - 560) / 64 - Math.max(0, (y - 560) / 300) }),
    // The lit cheek and jaw in one ink line, which the skin beside it misses by the offset.
    `<path d="M362 520C372 590 420 650 496 662" fill="none" stroke="${t.ink}" stroke-width="7" stroke-linecap="round"/>`,
    // Brows, tapered.
    `<path d="M394 448C414 430 446 428 470 436C446 438 418 444 398 456Z" fill="${t.ink}"/>`,
    `<path d="M526 436C552 426 582 430 600 444C580 442 556 442 530 446Z" fill="${t.ink}"/>`,
    // Eyes: a heavy upper lid, the iris under it, a thin lower lid.
    `<path d="M404 488Q432 470 462 486" fill="none" stroke="${t.ink}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M418 498Q434 506 452 498" fill="none" stroke="${t.ink}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="434" cy="491" r="9" fill="${t.ink}"/>`,
    `<path d="M528 486Q554 470 582 484" fill="none" stroke="${t.ink}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M538 496Q554 503 572 496" fill="none" stroke="${t.ink}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="552" cy="489" r="8" fill="${t.ink}"/>`,
    // The nose: its shadow side as a wedge from the bridge, and the nostril.
    `<path d="M494 494C500 522 512 548 512 566C500 576 482 576 468 568C488 566 500 556 498 540C496 524 492 508 494 494Z" fill="${t.ink}"/>`,
    // Lips: the upper as a dark shape, the lower only as the shadow under it.
    `<path d="M446 606Q470 596 490 602Q510 596 530 604Q490 620 446 606Z" fill="${t.ink}"/>`,
    `<path d="M466 630Q490 638 514 628" fill="none" stroke="${t.ink}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${FRINGE}" fill="${t.ink}"/>`,
    // A turtleneck in one block of ink, its folds a shade up, off the sheet at the bottom.
    `<path d="${BODY}" fill="${t.cloth}"/>`,
    `<path d="${COLLAR}" fill="${t.cloth}"/>`,
    `<path d="M414 806Q508 846 604 806M410 834Q508 878 608 834" fill="none" stroke="${t.fold}" stroke-width="6" stroke-linecap="round"/>`,
    // The light falls on the near shoulder: paper dots knocked out of the black.
    halftone({ x0: 110, y0: 860, x1: 460, y1: 1200, gap: 16, clip: "body", color: p.bg,
      size: (x, y) => (380 - x) / 220 + (960 - y) / 520 }),
    `</g>`,
    `</g>`,
    // Print marks over it all: crop marks just inside the corners, a registration target, a colour bar.
    cropMark(56, 56, 1, 1, t.mark), cropMark(904, 56, -1, 1, t.mark),
    cropMark(56, 1144, 1, -1, t.mark), cropMark(904, 1144, -1, -1, t.mark),
    k.place(110, 130, 1, target(22, t.mark)),
    ...[t.ink, t.block, t.skin, p.teal].map((c, i) => k.rect(72, 980 + i * 40, 28, 28, `fill="${c}"`)),
  ];
  return k.svg(width, height, body.join("\n"));
}
