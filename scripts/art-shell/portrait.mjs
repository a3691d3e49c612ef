// Contact page portrait: an invented, neutral figure (no real likeness) behind a laptop at a desk,
// drawn flat like the rest of the site's art: filled shapes, no outlines on the person, on the
// dotted ground with the peach disc, ring and plus of the hero. The face sits in the upper part
// (the page crops around a point 20 % down) and the whole figure stays inside the frame. The
// night twin keeps the person's own colours (skin, hair, dark features) and darkens the things
// around them, so nothing turns into a light outline, a photo negative.
import * as k from "./shapes.mjs";

const PORTRAIT_SIZE = { width: 960, height: 1200 };

const SKIN = "#d9996f";
const SKIN_SHADE = "#bf7f58";
const FEATURES = "#2b2233";

/** What the person and the desk wear by day and by night; the rest comes from the palette. */
const TONES = {
  light: { hair: "#2b2233", sweater: "#0f766e", collar: "#0b5d56", lid: "#17151f", desk: "#ddd5c8", deskFront: "#cbbfad", mug: "#ffffff" },
  dark: { hair: "#3a2f47", sweater: "#1f6b63", collar: "#17524c", lid: "#373349", desk: "#2f2b3d", deskFront: "#262233", mug: "#4a4560" },
};

export function portraitArt(p, theme = "light") {
  const { width, height } = PORTRAIT_SIZE;
  const t = TONES[theme];
  const body = [
    k.backdrop(width, height, p),
    k.place(480, 470, 1, k.disc(340, p.accentSoft)),
    k.place(800, 170, 1, k.ring(46, p.accent, 14)),
    k.place(140, 160, 1, k.plus(50, p.teal)),
    k.place(120, 560, 1, k.zigzag(140, p.accent, { width: 10 })),
    // Shoulders and sweater, behind the laptop; the neck above a round collar.
    `<path d="M230 900C230 760 330 690 480 690S730 760 730 900Z" fill="${t.sweater}"/>`,
    `<path d="M436 600H524V700Q480 730 436 700Z" fill="${SKIN_SHADE}"/>`,
    `<path d="M416 694Q480 748 544 694" fill="none" stroke="${t.collar}" stroke-width="16" stroke-linecap="round"/>`,
    // Ears, head, hair: a short rounded cut with a side fringe.
    `<circle cx="356" cy="476" r="32" fill="${SKIN_SHADE}"/><circle cx="604" cy="476" r="32" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="480" cy="470" rx="124" ry="142" fill="${SKIN}"/>`,
    `<path d="M350 486C330 350 400 290 486 290S636 340 610 486C600 430 584 402 560 392 ` +
      `510 420 430 424 372 404 360 420 354 450 350 486Z" fill="${t.hair}"/>`,
    // Eyes, brows, a smile and warm cheeks, in the dark of the hair by day and by night.
    `<circle cx="434" cy="486" r="12" fill="${FEATURES}"/><circle cx="526" cy="486" r="12" fill="${FEATURES}"/>`,
    `<g fill="none" stroke="${FEATURES}" stroke-width="9" stroke-linecap="round">`,
    `<path d="M410 450Q432 440 454 448M506 448Q528 440 550 450M440 548Q480 580 520 548"/>`,
    `</g>`,
    `<circle cx="404" cy="530" r="20" fill="${p.sun}" opacity=".3"/><circle cx="556" cy="530" r="20" fill="${p.sun}" opacity=".3"/>`,
    // The laptop's lid, seen from behind, with a sticker: the web half of the trade.
    k.rect(300, 716, 360, 196, `rx="22" fill="${t.lid}"`),
    k.place(402, 764, 1, k.codeChip(p)),
    // The desk: its top, and a front of two drawers that ends well inside the frame.
    k.rect(60, 900, 840, 44, `rx="22" fill="${t.desk}"`),
    k.rect(100, 944, 760, 176, `rx="20" fill="${t.deskFront}"`),
    `<path d="M480 964V1100" stroke="${t.desk}" stroke-width="8" stroke-linecap="round"/>`,
    k.rect(250, 1020, 80, 18, `rx="9" fill="${t.desk}"`),
    k.rect(630, 1020, 80, 18, `rx="9" fill="${t.desk}"`),
    // Colour swatches on the left and a mug on the right: the graphic half, and the coffee.
    k.place(190, 900, 0.56, k.swatches([p.sun, p.teal, p.accentSoft], p)),
    k.rect(720, 806, 96, 94, `rx="18" fill="${t.mug}"`),
    `<path d="M816 828Q856 830 852 856 848 880 816 880" fill="none" stroke="${t.mug}" stroke-width="14" stroke-linecap="round"/>`,
    k.rect(736, 826, 64, 14, `rx="7" fill="${p.accent}"`),
  ];
  return k.svg(width, height, body.join("\n"));
}
