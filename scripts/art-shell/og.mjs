// Default social-share card, 1200×630 (the Open Graph size): the logo mark, the role in words,
// and a corner of the hero scene. The words are outlined in the site's own faces, so the card reads
// the same wherever it is rasterised.
import { outline } from "../art/type.mjs";
import { demoArtComment } from "./demo-mark.mjs";
import * as k from "./shapes.mjs";

const OG_SIZE = { width: 1200, height: 630 };

/** The site's logo mark (app/assets/logo), at 48 units square. */
function logo(p) {
  return [
    `<rect width="48" height="48" rx="12" fill="${p.ink}"/><circle cx="31" cy="17" r="7.5" fill="${p.sun}"/>`,
    `<path d="M19.5 15.5 10 25l9.5 9.5M27 34h11" fill="none" stroke="${p.surface}" stroke-width="4.5" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join("");
}

export function ogArt(p) {
  const { width, height } = OG_SIZE;
  const words = (x, y, content, fill, options) => `<path d="${outline(x, y, content, options)}" fill="${fill}" aria-label="${content.replace(/&/g, "&amp;")}"/>`;
  const pen = [
    { x: 620, y: 560, in: [0, 0], out: [120, -20] },
    { x: 900, y: 420, in: [-110, 70], out: [110, -70] },
    { x: 1120, y: 130, in: [0, 120], out: [0, 0] },
  ];
  const body = [
    // Marks the file as the demo's, so the build reminds the owner to replace it.
    demoArtComment("og/default.svg"),
    k.backdrop(width, height, p),
    k.place(1010, 170, 1, k.disc(230, p.accentSoft)),
    k.place(1200, 630, 1, k.disc(200, p.tealSoft)),
    k.place(700, 150, 0.52, k.browser(1000, 640, p), -4),
    k.place(1110, 600, 0.62, k.swatches([p.sun, p.teal, p.ink], p)),
    k.penPath(pen, p, { selected: 1, width: 6 }),
    k.place(1130, 118, 0.7, k.nib(p), 38),
    k.place(80, 80, 2, logo(p)),
    words(80, 300, "Web developer", p.ink, { size: 70, weight: 700, face: "display", spacing: -1.5 }),
    words(80, 380, "& graphic designer", p.accent, { size: 70, weight: 700, face: "display", spacing: -1.5 }),
    words(82, 452, "Websites, brands and visual identities", p.ink2, { size: 30 }),
    k.rect(82, 500, 120, 10, `rx="5" fill="${p.teal}"`),
  ];
  return k.svg(width, height, body.join("\n"));
}
