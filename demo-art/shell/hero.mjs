// Home hero: the demo's own work, not a metaphor for it. Three of the top projects' screens and a
// poster lie fanned on the page's dotted ground, drawn from the same generators as the project
// images (so their words are outlined in the site's faces, as every generated image's are). One
// stack, arranged three ways: mobile keeps it in the middle band the phone shows (a 5:2 strip cut
// from the middle of the picture), tablet and desktop open it up. The Swedish home page gets a
// twin of each file ("-sv") with the same pieces drawn in Swedish.
import * as k from "./shapes.mjs";
import { backendProjectArt } from "../content/backend-art.mjs";
import { slowfashionApi } from "../content/backend-projects.mjs";
import { varnishPoster } from "../content/graphic-a.mjs";
import * as sv from "../content/sv/index.mjs";
import { webProjectArt } from "../content/web-art.mjs";
import { msb } from "../content/web-projects-a.mjs";
import { skjortKravallerna } from "../content/web-projects-b.mjs";
import { drawIn } from "../content/words.mjs";

/** Canvas sizes: each is the widest the pipeline will serve for that viewport range. */
export const HERO_SIZES = {
  mobile: { width: 1200, height: 960 },
  tablet: { width: 1600, height: 1040 },
  desktop: { width: 1600, height: 1360 },
};

/** The hero's languages: English, and Swedish for the "-sv" twins. */
export const HERO_LANGUAGES = ["en", "sv"];

// Each piece: how it is drawn, its Swedish words, and its height to its width. Four projects,
// four kinds of work, and no picture the work band below shows: the cards there show the covers,
// so the hero shows the screens behind them, and leaves out the drum machine that leads the band.
const PIECES = {
  wall: { draw: () => webProjectArt(skjortKravallerna).desktop, sv: sv.dictionaries["skjort-kravallerna"], aspect: 1000 / 1600 },
  kit: { draw: () => webProjectArt(msb).desktop, sv: sv.dictionaries.msb, aspect: 1000 / 1600 },
  rail: { draw: () => backendProjectArt(slowfashionApi).docs, sv: sv.dictionaries["slowfashion-api"], aspect: 1000 / 1600 },
  poster: { draw: varnishPoster, sv: sv.dictionaries["printagon-graphics"], aspect: 1600 / 1200 },
};

// The pieces, drawn once per language: the generators set their type from the font files, which
// takes a while.
const drawn = new Map();
function pieces(lng) {
  if (!drawn.has(lng)) {
    drawn.set(lng, Object.fromEntries(Object.entries(PIECES).map(([name, piece]) => [name, drawPiece(name, piece, lng)])));
  }
  return drawn.get(lng);
}

function drawPiece(name, piece, lng) {
  if (lng === "en") return { svg: piece.draw(), aspect: piece.aspect };
  const { drawn: svg, missing } = drawIn(piece.sv, piece.draw);
  // As the project art: a Swedish twin never carries an English word by accident.
  if (missing.length) throw new Error(`art-shell: no Swedish for the hero's ${name}: ${missing.map((m) => `"${m}"`).join(", ")}`);
  return { svg, aspect: piece.aspect };
}

// Back to front. Each card: which piece, its centre, its width and its turn in degrees. The
// pieces are 16:10 screens but for the poster, 3:4.
export const HERO_LAYOUTS = {
  mobile: {
    sun: [960, 250, 260],
    quarter: [0, 960, 300],
    cards: [
      ["wall", 310, 460, 500, -7],
      ["rail", 850, 520, 480, 5],
      ["poster", 1050, 470, 210, 7],
      ["kit", 500, 490, 600, -2],
    ],
    extras: (p) => [k.place(1130, 690, 1, k.plus(40, p.ink)), k.place(110, 270, 1, k.ring(34, p.accent, 10))],
  },
  tablet: {
    sun: [1290, 250, 300],
    quarter: [0, 1040, 340],
    cards: [
      ["wall", 500, 330, 720, -6],
      ["poster", 1300, 330, 340, 7],
      ["rail", 1150, 700, 680, 4],
      ["kit", 560, 680, 800, -2],
    ],
    extras: (p) => [k.place(1500, 960, 1, k.plus(48, p.ink)), k.place(140, 140, 1, k.ring(44, p.accent, 12))],
  },
  desktop: {
    sun: [1230, 340, 340],
    quarter: [0, 1360, 420],
    cards: [
      ["wall", 520, 400, 820, -6],
      ["poster", 1300, 440, 400, 7],
      ["rail", 1200, 930, 720, 4],
      ["kit", 530, 900, 860, -2],
    ],
    extras: (p) => [
      k.place(1480, 1240, 1, k.plus(56, p.ink)),
      k.place(160, 170, 1, k.ring(56, p.accent, 14)),
      k.place(1140, 120, 1, k.zigzag(170, p.teal)),
    ],
  },
};

/** A drawn image set inside this one: its ids prefixed so two pieces' patterns never clash. */
function embed(source, key, width, height) {
  const viewBox = source.match(/viewBox="([^"]+)"/)[1];
  const body = source
    .slice(source.indexOf(">") + 1, source.lastIndexOf("</svg>"))
    .replaceAll(/\bid="([^"]+)"/g, `id="${key}-$1"`)
    .replaceAll(/url\(#([^)]+)\)/g, `url(#${key}-$1)`)
    .replaceAll(/href="#([^"]+)"/g, `href="#${key}-$1"`);
  const box = `x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" viewBox="${viewBox}"`;
  return `<svg ${box} preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** One piece as a print on the table: a soft shadow, the picture in rounded corners, a thin edge. */
function card(piece, key, [cx, cy, width, turn], p) {
  const height = Math.round(width * piece.aspect);
  const radius = Math.round(width * 0.03);
  const box = (dx, dy, attrs) => k.rect(-width / 2 + dx, -height / 2 + dy, width, height, `rx="${radius}" ${attrs}`);
  return [
    `<g transform="translate(${cx} ${cy}) rotate(${turn})">`,
    `<defs><clipPath id="${key}-clip">${box(0, 0, "")}</clipPath></defs>`,
    box(0, Math.round(width * 0.025), `fill="${p.shadow}" opacity="0.18"`),
    `<g clip-path="url(#${key}-clip)">${embed(piece.svg, key, width, height)}</g>`,
    box(0, 0, `fill="none" stroke="${p.line}" stroke-width="${Math.max(3, Math.round(width / 300))}"`),
    "</g>",
  ].join("");
}

export function heroArt(size, p, lng = "en") {
  const { width, height } = HERO_SIZES[size];
  const l = HERO_LAYOUTS[size];
  const all = pieces(lng);
  return k.svg(
    width,
    height,
    [
      k.backdrop(width, height, p),
      k.place(l.sun[0], l.sun[1], 1, k.disc(l.sun[2], p.accentSoft)),
      k.place(l.quarter[0], l.quarter[1], 1, k.disc(l.quarter[2], p.tealSoft)),
      ...l.extras(p),
      ...l.cards.map(([name, ...placeAt]) => card(all[name], `hero-${name}`, placeAt, p)),
    ].join("\n"),
  );
}
