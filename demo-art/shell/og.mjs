// Default social-share card, 1200×630 (the Open Graph size): the demo person's initials mark, name
// and role, and a corner of the hero scene. The words are outlined in the site's own faces, so the
// card reads the same wherever it is rasterised.
import { readFileSync } from "node:fs";
import { outline } from "../../scripts/seo/type.mjs";
import { demoArtComment } from "../../scripts/seo/demo-mark.mjs";
import * as k from "./shapes.mjs";

const OG_SIZE = { width: 1200, height: 630 };

/** Who the card names, from a content folder's site.json, so the card and the pages name the same person. */
export function ogPerson(contentDir = "content") {
  const site = JSON.parse(readFileSync(new URL(`../../${contentDir}/site.json`, import.meta.url), "utf8"));
  return { name: site.name, initials: site.logo, role: site.tagline.en };
}

/** The header's initials mark (a dark tile, the initials and the sun dot), at 48 units square. */
function initialsMark(initials, p) {
  return [
    `<rect width="48" height="48" rx="12" fill="${p.ink}"/>`,
    `<path d="${outline(24, 31.5, initials, { size: 19, weight: 700, face: "display", anchor: "middle" })}" fill="${p.surface}"/>`,
    `<circle cx="41" cy="7" r="3.2" fill="${p.sun}"/>`,
  ].join("");
}

export function ogArt(p, person = ogPerson()) {
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
    k.place(80, 80, 2, initialsMark(person.initials, p)),
    words(80, 300, person.name, p.ink, { size: 72, weight: 700, face: "display", spacing: -1.5 }),
    words(82, 368, person.role, p.accent, { size: 36, weight: 700, face: "display", spacing: -0.5 }),
    words(82, 436, "Websites, brands and visual identities", p.ink2, { size: 30 }),
    k.rect(82, 484, 120, 10, `rx="5" fill="${p.teal}"`),
  ];
  return k.svg(width, height, body.join("\n"));
}
