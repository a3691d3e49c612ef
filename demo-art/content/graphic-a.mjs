// Posters and identities for Printagon, Skjortkravallerna, Fred för kväll and
// Tyckte jag hörde hundar: each project's own shapes, type and palette.
import { wall, WALLS } from "./scene.mjs";
import { circle, group, halftone, line, path, rect, round, svg, TALL, text, WIDE } from "./svg.mjs";

const CMYK = ["#00a3e0", "#e6007e", "#ffe500", "#1d1d1b"];

function cropMarks(x, y, w, h, len, stroke, width) {
  const m = (x1, y1, x2, y2) => line(x1, y1, x2, y2, stroke, width);
  return m(x - len, y, x - len / 4, y) + m(x, y - len, x, y - len / 4) + m(x + w + len / 4, y, x + w + len, y) +
    m(x + w, y - len, x + w, y - len / 4) +
    m(x - len, y + h, x - len / 4, y + h) + m(x, y + h + len / 4, x, y + h + len) + m(x + w + len / 4, y + h, x + w + len, y + h) +
    m(x + w, y + h + len / 4, x + w, y + h + len);
}
const regMark = (cx, cy, r, stroke, width) => circle(cx, cy, r, "none", { stroke, strokeWidth: width }) +
  line(cx - r * 1.5, cy, cx + r * 1.5, cy, stroke, width) + line(cx, cy - r * 1.5, cx, cy + r * 1.5, stroke, width);
const colourBar = (x, y, size, n = 12) => Array.from({ length: n },
  (_, i) => rect(x + i * size, y, size, size, [...CMYK, "#7fd1f0", "#f27fbf", "#fff27f", "#8e8e8d"][i % 8])).join("");

// The marks' lines grow with a big poster (never thinner than on the cover's small ones), so they
// stay a clear line where the poster is shown small, as in the hero.
function printagonPoster(w, h, word, bg, wordFill = "#fff") {
  return rect(0, 0, w, h, bg) + cropMarks(w * 0.12, h * 0.1, w * 0.76, h * 0.7, w * 0.08, "#fff", Math.max(6, w / 120)) +
    regMark(w / 2, h * 0.42, w * 0.16, CMYK[1], Math.max(10, w / 60)) +
    colourBar(w * 0.12, h * 0.86, w * 0.76 / 12) +
    text(w / 2, h * 0.72, word, { size: w * 0.13, fill: wordFill, anchor: "middle", weight: 700, spacing: w * 0.01 });
}

// The campaign as it hung in the print house's stairwell: the varnish poster in the middle, the
// Pantone and die-cut ones either side, pasted on a plaster wall under a lamp. By night the same
// wall in the dark (cover-dark), so the tile does not glare in the dark theme.
function printagonCover(tone) {
  const sheet = (word, bg, wordFill) => svg({ w: 420, h: 600 }, printagonPoster(420, 600, word, bg, wordFill));
  return wall(WIDE, {
    tone,
    key: "pg",
    light: [800, 240, 900],
    floor: 930,
    sheets: [
      { art: sheet("PANTONE", CMYK[0]), box: [70, 230, 420, 600], turn: -1.5, lift: 0.5 },
      { art: sheet("DIE-CUT", CMYK[1]), box: [1110, 230, 420, 600], turn: 1.2, lift: 0.5 },
      { art: sheet("VARNISH", "#1d1d1b", "#ece9e2"), box: [530, 90, 540, 771], lift: 1 },
    ],
  });
}

// The varnished word in full paper white: printed true to gloss (a word barely lighter than the
// black) it read as a faded picture wherever the poster is shown small, as in the hero.
export const varnishPoster = () => svg(TALL, printagonPoster(1200, 1600, "VARNISH", "#1d1d1b", "#ece9e2") +
  text(600, 1260, "SPOT VARNISH ON MATTE BLACK", { size: 34, fill: "#c9c6bd", anchor: "middle", spacing: 6 }));

export const printagonGraphics = () => ({
  cover: printagonCover(WALLS.day),
  "cover-dark": printagonCover(WALLS.night),
  poster: varnishPoster(),
  // The price list is the page itself, edge to edge on its own white: no table around it, so its
  // thumbnail is the page and not a white card inside a grey frame.
  spread: svg(WIDE, group([
    line(800, 120, 800, 920, "#d6d4cc", 3),
    text(260, 260, "Price list 2020", { size: 46, fill: "#1d1d1b", weight: 700 }),
    ...Array.from({ length: 8 }, (_, i) => line(260, 320 + i * 62, 740, 320 + i * 62, "#d6d4cc", 2) +
      text(260, 305 + i * 62, ["Posters A2", "Posters B1", "Flyers A5", "Booklets", "Business cards", "Roll-ups", "Spot varnish",
      "Die-cutting"][i], { size: 24, fill: "#1d1d1b" }) +
      text(740, 305 + i * 62, `${(i + 2) * 190} kr`, { size: 24, fill: "#1d1d1b", anchor: "end" })),
    ...["#f3efe4", "#e9e4d6", "#dcd6c4", "#c9c2ad"].map((c, i) => rect(860 + (i % 2) * 270, 220 + Math.floor(i / 2) * 320, 240, 290, c)),
    colourBar(860, 850, 40, 12),
  ].join(""), { transform: "translate(50 50) scale(1.25) translate(-200 -160)" }), { bg: "#ffffff" }),
  detail: svg(TALL, regMark(600, 700, 300, "#d9a400", 26) + regMark(600, 700, 300, CMYK[0], 10) + colourBar(150, 1300, 75, 12),
    { bg: "#1d1d1b" }),
});

const SKR = { red: "#d7262e", black: "#141414", paper: "#f1ede4" };
const skStamp = (x, y, size, fill, rot) =>
  `<g transform="rotate(${rot} ${x} ${y})">` +
  round(x - size * 5.6, y - size * 1.05, size * 11.2, size * 1.45, 8, "none", { stroke: fill, strokeWidth: size * 0.09 }) +
  text(x, y, "SKJORTKRAVALLERNA", { size, fill, anchor: "middle", weight: 700, family: "condensed" }) +
  "</g>";
const collar = (cx, cy, s, fill) =>
  path(`M${cx - 260 * s} ${cy - 120 * s} L${cx} ${cy + 140 * s} L${cx + 260 * s} ${cy - 120 * s} ` +
    `L${cx + 180 * s} ${cy + 260 * s} L${cx} ${cy + 120 * s} L${cx - 180 * s} ${cy + 260 * s}Z`, fill) +
  path(`M${cx - 40 * s} ${cy + 150 * s} h${80 * s} l${30 * s} ${420 * s} l-${70 * s} ${60 * s} l-${70 * s}-${60 * s}z`, fill);

const skPoster = (defs) => svg(TALL, rect(0, 1160, 1200, 440, SKR.red) + collar(600, 420, 1.05, "url(#skr-dark)") +
  skStamp(600, 1330, 92, SKR.paper, -4) +
  text(600, 1500, "RELEASE TOUR · 14 MAR NORRKÖPING", { size: 44, fill: SKR.paper, anchor: "middle", weight: 700 }),
{ bg: SKR.paper, defs });
const skDots = (defs, offset) => svg(TALL, rect(0, 0, 1200, 1600, "url(#skr-big)") +
  `<g transform="translate(${offset} 26)">${rect(-40, -40, 1240, 1640, "url(#skr-big-dark)")}</g>`, { bg: SKR.paper, defs });
const pasteUp = (tone, defs) => wall(WIDE, {
  tone,
  key: "skw",
  light: [800, 160, 860],
  sheets: [
    { art: skDots(defs, 38), box: [110, 210, 450, 600], turn: -3, lift: 0.3 },
    { art: skDots(defs, -30), box: [1040, 190, 450, 600], turn: 2.5, lift: 0.3 },
    { art: skPoster(defs), box: [500, 70, 600, 800], turn: -1, lift: 0.4 },
  ],
});


export const skjortkravallerna = () => {
  // Coarse dots: fine halftones look muddy when scaled down and cost many bytes.
  const defs = halftone("skr-dots", { size: 72, r: 20, fill: SKR.red }) + halftone("skr-dark", { size: 56, r: 21, fill: SKR.black }) +
    halftone("skr-big", { size: 150, r: 52, fill: SKR.red }) + halftone("skr-big-dark", { size: 150, r: 40, fill: SKR.black });
  return {
    // The tour poster wheatpasted on a hoarding between older paste-ups of its halftone, under a
    // street lamp: the print where it was seen, not the flat sheet. The night twin is the same
    // hoarding after dark.
    cover: pasteUp(WALLS.day, defs),
    "cover-dark": pasteUp(WALLS.night, defs),
    poster: skPoster(defs),
    spread: svg(WIDE, rect(140, 160, 640, 640, SKR.red) + collar(460, 420, 0.7, SKR.black) + skStamp(460, 740, 46, SKR.paper, -4) +
      rect(820, 160, 640, 640, SKR.black) + circle(1140, 480, 280, "#232323") + circle(1140, 480, 90, SKR.red) +
      circle(1140, 480, 10, SKR.black), { bg: "#cfc9bd", defs }),
    // Close-up of a two-colour screen print: the black screen lands a little off the red one.
    detail: skDots(defs, 38),
  };
};

const FK = { paper: "#f4efe7", ink: "#1f2a44", red: "#c8553d" };
function tableLine(x, y, s, tangle) {
  const knot = tangle === 0 ? "" : Array.from({ length: 6 * tangle },
    (_, i) => `q${(i % 2 ? 40 : -40) * s} ${(i % 3 ? -30 : 30) * s} ${(i % 2 ? 18 : -12) * s} ${(i % 2 ? -24 : 20) * s}`).join(" ");
  const table = `M${x - 320 * s} ${y - 180 * s} h${640 * s} v${360 * s} h${-640 * s} z`;
  const cable = `M${x - 420 * s} ${y - 60 * s} c ${40 * s} 0 ${60 * s} ${40 * s} ${100 * s} ${60 * s} ${knot} l ${80 * s} ${-20 * s}`;
  const plug = `M${x + 320 * s} ${y} c ${60 * s} ${-20 * s} ${80 * s} ${40 * s} ${110 * s} ${10 * s}`;
  const pen = { stroke: FK.ink, strokeWidth: 6 * s, strokeLinecap: "round", strokeLinejoin: "round" };
  return path(`${table} ${cable} ${plug}`, "none", pen) +
    [[-200, -120], [0, -120], [200, -120], [-200, 120], [0, 120], [200, 120]].map(
      ([dx, dy]) => circle(x + dx * s, y + dy * s, 46 * s, "none", { stroke: FK.ink, strokeWidth: 5 * s })).join("");
}
const fkPoster = (w, h, tangle, colour) => rect(0, 0, w, h, FK.paper) + tableLine(w / 2, h * 0.42, w / 900, tangle) +
  text(w / 2, h * 0.8, "Fred för kväll", { size: w * 0.1, fill: colour, anchor: "middle", family: "display",
    italic: true }) +
  text(w / 2, h * 0.87, "EN KAMMARPJÄS · HÖSTEN 2019", { size: w * 0.028, fill: FK.ink, anchor: "middle", spacing: w * 0.006 });

// The posters as they hung: side by side on the theatre's dark foyer wall, each in its own pool of
// light with its shadow under it, so the tile reads as a place rather than three cards on beige.
const FOYER = { ...WALLS.night, wall: "#262a35", floor: "#1c1f28", glow: 0.2, dim: 0 };
const fkSheet = (w, h, tangle, colour) => svg({ w, h }, fkPoster(w, h, tangle, colour));

export const fredForKvall = () => ({
  cover: wall(WIDE, {
    tone: FOYER,
    key: "fk",
    light: [800, 330, 820],
    floor: 880,
    sheets: [0, 1, 2].map((t) => ({ art: fkSheet(420, 600, t, t === 2 ? FK.red : FK.ink), box: [120 + t * 470, 120, 420, 600] })),
  }),
  poster: wall(TALL, { tone: FOYER, key: "fk", light: [600, 600, 900], floor: 1450,
    sheets: [{ art: fkSheet(900, 1200, 1, FK.ink), box: [150, 130, 900, 1200] }] }),
  spread: svg(WIDE, rect(100, 140, 1400, 720, FK.paper) + line(566, 140, 566, 860, "#d6cdbd", 3) +
    line(1033, 140, 1033, 860, "#d6cdbd", 3) + tableLine(800, 500, 0.9, 1) +
    ["Mamma", "Pappa", "Moster", "Sonen", "Dottern", "Gästen"].map(
      (n, i) => text(800 + [-200, 0, 200, -200, 0, 200][i] * 0.9, 500 + (i < 3 ? -250 : 280) * 0.9 + (i < 3 ? 0 : 20), n,
      { size: 26, fill: FK.red, anchor: "middle", family: "display" })).join(""), { bg: "#2b2f3a" }),
  detail: svg(TALL, tableLine(600, 640, 1.6, 2) + text(600, 1320, "Fred för kväll",
    { size: 120, fill: FK.ink, anchor: "middle", family: "display", italic: true }), { bg: FK.paper }),
});

const TH = { blue: "#14264a", deep: "#0c1a36", white: "#f4f1e8", dim: "#8ea0c4" };
function marks(w, h, n, seed, top) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = ((i * 7919 + seed * 131) % 1000) / 1000 * w, y = top + ((i * 104729 + seed * 17) % 1000) / 1000 * (h * 0.5);
    out += i % 5 === 0 ? rect(x, y, 5, 9, TH.white) : circle(x, y, i % 3 === 0 ? 3.5 : 2.2, TH.white, { opacity: 0.75 + (i % 3) * 0.08 });
  }
  return out;
}
const thCover = (w, h) => rect(0, 0, w, h, TH.blue) + marks(w, h, 90, 3, h * 0.1) + line(0, h * 0.66, w, h * 0.66, TH.dim, 2) +
  rect(0, h * 0.66, w, h * 0.34, TH.deep) +
  text(w / 2, h * 0.8, "TYCKTE JAG HÖRDE HUNDAR", { size: w * 0.045, fill: TH.white, anchor: "middle", spacing: w * 0.012 }) +
  text(w / 2, h * 0.86, "DIKTER", { size: w * 0.03, fill: TH.dim, anchor: "middle", spacing: w * 0.02 });

const bars3 = (x, y, w) => Array.from({ length: 7 },
  (_, i) => round(x, y + i * 34, i === 6 ? w * 0.5 : w, 9, 4.5, TH.dim, { opacity: 0.7 })).join("");

const openBook = () => svg({ w: 914, h: 680 }, rect(0, 0, 440, 680, TH.blue) + bars3(60, 120, 320) +
  text(220, 600, "POESI", { size: 20, fill: TH.dim, anchor: "middle", spacing: 8 }) + rect(440, 0, 34, 680, "#0a1530") +
  group(thCover(440, 680), { transform: "translate(474 0)" }));
const book = (tone) => wall(WIDE, {
  tone: { ...tone, wall: tone.dim ? "#201e24" : "#cfc8b8" },
  key: "th",
  light: [700, 300, 900],
  sheets: [{ art: openBook(), box: [250, 90, 1100, 818], turn: -2, lift: 0.6 }],
});

const closedBook = (tone) => wall(TALL, {
  tone: { ...tone, wall: tone.dim ? "#201e24" : "#cfc8b8" },
  key: "th",
  light: [520, 420, 1100],
  sheets: [{ art: svg({ w: 900, h: 1300 }, thCover(900, 1300)), box: [150, 130, 900, 1300], turn: 2, lift: 0.8 }],
});

export const tycktejagHordeHundar = () => ({
  // The open book lying on a linen table under a reading lamp, by day and (cover-dark) at night.
  cover: book(WALLS.day),
  "cover-dark": book({ ...WALLS.night, dim: 0.06 }),
  // The portrait tile: the closed book on the same table, its cover filling the frame but for a
  // margin of linen, so it reads as a bound book rather than a flat rectangle.
  poster: closedBook(WALLS.day),
  "poster-dark": closedBook({ ...WALLS.night, dim: 0.06 }),
  spread: svg(WIDE, rect(180, 140, 1240, 760, "#fbf9f3") + line(800, 140, 800, 900, "#e2ddd0", 3) +
    Array.from({ length: 11 }, (_, i) => round(280, 260 + i * 44, [380, 300, 420, 0, 340, 260, 390, 0, 310, 360, 200][i], 10, 5,
      "#5b5a55")).join("") +
    text(1110, 760, "II. NATTEN", { size: 28, fill: TH.blue, anchor: "middle", spacing: 8 }), { bg: "#b9b2a3" }),
  detail: svg(TALL, marks(1200, 3000, 70, 11, 100), { bg: TH.blue }),
});
