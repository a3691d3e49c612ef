// Covers composed for their project, not for their kind: the drum machine's own panel, the
// preparedness kit on a table, the band's wheatpasted wall, the rental rail and its calendar.
// Every cover is cut to several shapes (16:10 cards, the home page's tall first cover, 1.9:1
// share cards), so what must read (words, the main object) stays inside SAFE: the middle of
// the picture that every crop keeps. Only ground, pattern and props run to the edges.
import { BB, codeLines, knob, poster } from "./web-projects-a.mjs";
import { brassTag, coffeePlant, sideboard, snap } from "./web-projects-b.mjs";
import { METHOD } from "./panels.mjs";
import { circle, group, halftone, line, path, rect, round, star, svg, text, WIDE } from "./svg.mjs";
import { checkbox } from "./ui.mjs";

/** What every crop keeps of a 1600 × 1000 cover: a square-ish first cover and a share card's band. */
export const SAFE = { x0: 330, x1: 1270, y0: 90, y1: 910 };

/**
 * Brutal Beats: the instrument itself, seen from above: its tempo display and a sixteen-step
 * pattern of four tracks, the steps in four bars of four, the playhead lit on one step. The whole
 * sequencer stands inside SAFE, so the home page's near-square first cover shows all sixteen steps;
 * the chassis's ends and its outer knobs are what a narrow crop lets go.
 */
export function brutalBeatsCover() {
  const steps = 16, rows = 4, head = 6;
  const on = (t, s) => [[0, 4, 8, 12], [4, 12], [2, 6, 10, 14, 15], [0, 3, 7, 10]][t].includes(s);
  // Pads 44 wide, 10 apart within a bar of four, bars 30 apart: 908 px, centred on the picture.
  const pw = 44, gap = 10, bar = 30, width = steps * pw + 12 * gap + 3 * bar;
  const x0 = 800 - width / 2;
  const padX = (s) => x0 + s * (pw + gap) + Math.floor(s / 4) * (bar - gap);
  const top = 468, ph = 84, rowGap = 14;
  const pads = [];
  // Each bar of four on a faint plate of its own, so the sixteen read as four bars at a glance.
  for (let b = 0; b < 4; b++) {
    pads.push(round(padX(b * 4) - 10, top - 10, 4 * pw + 3 * gap + 20, rows * ph + (rows - 1) * rowGap + 20, 14, "#222"));
  }
  for (let t = 0; t < rows; t++) for (let s = 0; s < steps; s++) {
    const lit = on(t, s);
    pads.push(round(padX(s), top + t * (ph + rowGap), pw, ph, 8, lit ? (s === head ? BB.hot : BB.on) : (s === head ? "#5c5c5c" : BB.pad)));
  }
  // One light over each step: the playhead's is lit.
  const leds = Array.from({ length: steps }, (_, s) => circle(padX(s) + pw / 2, 428, 7, s === head ? BB.hot : "#3f3f3f"));
  // Props by the chassis's ends, outside SAFE: a mute button per track, and play and stop.
  const rowMiddle = (t) => top + t * (ph + rowGap) + ph / 2;
  const mutes = Array.from({ length: rows }, (_, t) =>
    circle(250, rowMiddle(t), 22, t === 2 ? "#5c5c5c" : "#3f3f3f", { stroke: "#1a1a1a", strokeWidth: 4 }));
  const transport = [
    circle(1350, rowMiddle(0) + 40, 40, BB.on),
    path(`M${1338} ${rowMiddle(0) + 20}l30 20-30 20z`, "#1a1a1a"),
    circle(1350, rowMiddle(3) - 40, 40, "#3f3f3f"),
    round(1335, rowMiddle(3) - 55, 30, 30, 4, "#b8b8b8"),
  ];
  return svg(WIDE, [
    rect(0, 0, 1600, 1000, "#121212"),
    // The chassis, a little wider than every crop but the 16:10 card, which shows it whole.
    round(150, 70, 1300, 880, 44, "#000", { opacity: 0.5 }),
    round(150, 54, 1300, 880, 44, BB.chassis),
    path("M194 54h1212a44 44 0 0 1 44 44v250H150V98a44 44 0 0 1 44-44z", "#1e1e1e"),
    line(150, 348, 1450, 348, "#3a3a3a", 4),
    ...leds,
    ...pads,
    ...mutes,
    ...transport,
    // Tempo display and the knobs either side of it.
    round(530, 114, 540, 190, 22, "#0e0e0e", { stroke: "#3a3a3a", strokeWidth: 4 }),
    text(800, 272, "128 BPM", { size: 104, fill: BB.hot, anchor: "middle", family: "mono", weight: 700 }),
    ...[0, 1, 2, 3].map((i) => circle(570 + i * 28, 150, 8, i === 0 ? BB.on : "#3a3a3a")),
    text(1036, 164, "PATTERN", { size: 38, fill: "#b8b8b8", anchor: "end", weight: 700, spacing: 3 }),
    knob(425, 210, 56, 0.55),
    knob(1175, 210, 56, 0.3),
    knob(260, 210, 56, 0.72),
    knob(1340, 210, 56, 0.4),
  ].join(""), { bg: "#121212" });
}

const MS = { blue: "#1b3a5c", table: "#24496f", paper: "#f7f5ef", yellow: "#f2c94c", green: "#2e7d4f", red: "#c0392b", line: "#d9d4c7",
  text: "#2b2b2b", grey: "#9c9686" };

/** MSB: the household's checklist on the table, among the kit it lists: water can, torch, radio, tins and candles. */
export function msbCover() {
  const rowsOf = [["Water", 0.7], ["Food", 0.45], ["Heat", 0.85], ["Information", 0.3]];
  const card = [
    round(478, 112, 660, 800, 24, "#000", { opacity: 0.22 }),
    round(460, 92, 660, 800, 24, MS.paper),
    path("M460 116a24 24 0 0 1 24-24h612a24 24 0 0 1 24 24v124H460z", MS.blue),
    text(510, 186, "Home preparedness", { size: 50, fill: "#fff", weight: 700 }),
    ...rowsOf.map(([name, v], i) => {
      const y = 300 + i * 150;
      return checkbox(510, y - 40, 52, v > 0.6, { on: MS.green, off: MS.grey }) +
        text(590, y, name, { size: 40, fill: MS.text, weight: 700 }) +
        round(590, y + 32, 470, 22, 11, MS.line) + round(590, y + 32, 470 * v, 22, 11, v > 0.6 ? MS.green : MS.yellow);
    }),
  ];
  // Props on the table, each allowed to run off an edge: they tell the story without words.
  const can = [round(80, 330, 250, 330, 30, MS.yellow), round(130, 280, 110, 70, 16, MS.yellow), round(250, 290, 50, 30, 8, "#d9ad2f"),
    rect(80, 450, 250, 20, "#d9ad2f"), rect(80, 520, 250, 20, "#d9ad2f")];
  const torch = [`<g transform="rotate(-28 210 860)">`, round(80, 820, 260, 80, 40, "#e8e3d8"), round(300, 800, 110, 120, 30, "#cfc8b8"),
    circle(395, 860, 44, "#fff7d1"), round(140, 842, 60, 36, 10, MS.red), "</g>"];
  const radio = [round(1240, 150, 330, 230, 30, MS.red), circle(1330, 270, 70, "#8e2a20"), circle(1330, 270, 46, "#a8352a"),
    round(1430, 210, 110, 24, 12, "#f3d6cf"), round(1430, 260, 110, 24, 12, "#f3d6cf"),
    line(1300, 150, 1400, 40, "#cfc8b8", 10, { strokeLinecap: "round" })];
  const tins = [0, 1, 2].map((i) => round(1230 + i * 120, 560 + (i % 2) * 40, 100, 140, 12, ["#e8e3d8", MS.green, "#e8e3d8"][i]) +
    rect(1230 + i * 120, 600 + (i % 2) * 40, 100, 50, [MS.red, MS.yellow, MS.green][i])).join("");
  const candles = [0, 1].map((i) => round(1290 + i * 120, 800, 70, 220, 10, "#fbf6ea") +
    path(`M${1325 + i * 120} 790q-18-30 0-60q18 30 0 60z`, MS.yellow)).join("");
  return svg(WIDE, [
    rect(0, 0, 1600, 1000, MS.table),
    ...can, ...torch, ...radio, tins, candles,
    ...card,
  ].join(""), { bg: MS.table });
}

const SK = { red: "#d7262e", black: "#141414", paper: "#f1ede4", wall: "#2a2826" };
/** A ragged-edged sheet: a rectangle whose edges wander, as paper torn by hand does. */
function sheet(x, y, w, h, fill, seed = 1) {
  const jag = (n, i) => ((i * 7 + seed * 3) % 5) * n - 2 * n;
  const top = Array.from({ length: 12 }, (_, i) => `L${x + ((i + 1) * w) / 12} ${y + jag(3, i)}`).join("");
  const right = Array.from({ length: 8 }, (_, i) => `L${x + w + jag(3, i + 2)} ${y + ((i + 1) * h) / 8}`).join("");
  const bottom = Array.from({ length: 12 }, (_, i) => `L${x + w - ((i + 1) * w) / 12} ${y + h + jag(3, i + 4)}`).join("");
  const left = Array.from({ length: 8 }, (_, i) => `L${x + jag(3, i + 1)} ${y + h - ((i + 1) * h) / 8}`).join("");
  return path(`M${x} ${y}${top}${right}${bottom}${left}Z`, fill);
}

/** Skjortkravallerna: the band's site is its torn posters, so the cover is the wall they are pasted on, with a pointer on a gig. */
export function skjortKravallernaCover() {
  const defs = halftone("skc-dots", { size: 40, r: 12, fill: SK.red }) + halftone("skc-black", { size: 40, r: 13, fill: SK.black });
  const stamp = (x, y, size, fill, rotate) => `<g transform="rotate(${rotate} ${x} ${y})">` +
    text(x, y, "SKJORTKRAVALLERNA", { size, fill, weight: 700, anchor: "middle", spacing: size * 0.05, family: "condensed" }) + "</g>";
  const gigs = [["14 MAR", "Norrköping"], ["21 MAR", "Linköping"], ["28 MAR", "Stockholm"]];
  return svg(WIDE, [
    rect(0, 0, 1600, 1000, SK.wall),
    // Older posters underneath, half torn away, running off the edges.
    sheet(-40, -30, 520, 700, SK.red, 2), sheet(-40, -30, 520, 700, "url(#skc-black)", 2),
    sheet(1180, 420, 480, 640, SK.paper, 3), sheet(1180, 420, 480, 640, "url(#skc-dots)", 3),
    sheet(1220, -40, 420, 420, SK.black, 4),
    sheet(-30, 640, 460, 420, SK.paper, 5),
    // The current poster: the band's name on a red band, the dates under it.
    sheet(360, 80, 880, 840, SK.paper, 1),
    sheet(360, 170, 880, 250, SK.red, 6),
    stamp(800, 322, 84, SK.paper, -4),
    text(420, 520, "NEXT GIGS", { size: 40, fill: SK.black, weight: 700, spacing: 5 }),
    ...gigs.map(([d, v], i) => text(420, 610 + i * 90, d, { size: 58, fill: SK.red, weight: 700, family: "condensed" }) +
      text(640, 610 + i * 90, v, { size: 44, fill: SK.black, weight: 600 })),
    // The pointer on the first gig: this poster is a page you can click.
    round(410, 562, 780, 68, 10, "none", { stroke: SK.red, strokeWidth: 5, strokeDasharray: "14 10" }),
    path("M1080 600l0 92 24-22 18 40 20-9-18-39 32-2z", "#fff", { stroke: SK.black, strokeWidth: 6, strokeLinejoin: "round" }),
  ].join(""), { bg: SK.wall, defs });
}

const SF = { sage: "#5f6f55", deep: "#3f4b39", paper: "#fbfaf5", rail: "#d8d2bf", amber: "#e6b85c", ink: "#263020", red: "#c23b3b",
  soft: "#eef0e6" };
const garment = (cx, top, fill, size) => {
  const hook = path(`M${cx} ${top - 40}q0-26 20-26q18 0 18 16`, "none", { stroke: SF.rail, strokeWidth: 7, strokeLinecap: "round" });
  const hanger = path(`M${cx - 80} ${top + 20}L${cx} ${top - 40}L${cx + 80} ${top + 20}`, "none",
    { stroke: SF.rail, strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" });
  const body = path(`M${cx - 80} ${top + 10}l-44 40 22 230h40l6-150 4 250h104l4-250 6 150h40l22-230-44-40-40 30h-40z`, fill);
  // The garments at the edges go untagged: a crop may cut them.
  const tag = !size ? "" : round(cx + 30, top + 70, 64, 80, 10, SF.paper) + circle(cx + 62, top + 86, 6, SF.deep) +
    text(cx + 62, top + 136, size, { size: 40, fill: SF.ink, anchor: "middle", weight: 700, family: "display" });
  return hook + hanger + body + tag;
};

/** Slowfashion API: the rail of garments the API rents out, over the booking calendar of one size, where a second booking is refused. */
export function slowfashionApiCover() {
  const days = 14, x0 = 360, cell = 62;
  const booked = [[1, 5], [7, 11]];
  return svg(WIDE, [
    rect(0, 0, 1600, 1000, SF.sage),
    line(-10, 110, 1610, 110, SF.rail, 12, { strokeLinecap: "round" }),
    garment(170, 170, "#8a6d4a"), garment(480, 170, "#b5553c", "M"), garment(800, 170, "#e6b85c", "M"),
    garment(1120, 170, "#2f4a5a", "L"), garment(1430, 170, "#a7b59a"),
    // The calendar card: one size's days, two bookings, and the refused third in red.
    round(346, 560, 908, 360, 22, SF.paper),
    text(380, 628, "POST /bookings", { size: 36, fill: SF.ink, family: "mono", weight: 700 }),
    round(1010, 588, 210, 58, 10, SF.red),
    text(1115, 631, "409", { size: 40, fill: "#fff", anchor: "middle", family: "mono", weight: 700 }),
    ...Array.from({ length: days }, (_, d) => round(x0 + d * cell, 690, cell - 10, 70, 8, SF.soft)),
    ...booked.map(([a, b]) => round(x0 + a * cell, 690, (b - a + 1) * cell - 10, 70, 10, SF.deep)),
    round(x0 + 9 * cell, 790, 5 * cell - 10, 70, 10, "none", { stroke: SF.red, strokeWidth: 6, strokeDasharray: "14 10" }),
    path(`M${x0 + 9 * cell + 20} 806l${5 * cell - 50} 38M${x0 + 9 * cell + 20} 844l${5 * cell - 50} -38`, "none",
      { stroke: SF.red, strokeWidth: 6, strokeLinecap: "round" }),
    round(380, 790, 220, 70, 10, METHOD.POST),
    text(490, 838, "Size M", { size: 40, fill: "#fff", anchor: "middle", weight: 700 }),
  ].join(""), { bg: SF.sage });
}

/** The Movie DB: a wall of posters, and the search that finds one film among them. */
export function theMovieDbCover() {
  const cols = 9, pw = 196, ph = 290;
  const wall = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < cols; c++) {
    const x = -60 + c * (pw + 14) + (r % 2) * 60, y = -120 + r * (ph + 14);
    wall.push(poster(x, y, pw, ph, c * 3 + r * 5));
  }
  return svg(WIDE, [
    ...wall,
    rect(0, 0, 1600, 1000, "#0d253f", { opacity: 0.62 }),
    // The found film, whole and lit, beside the search that found it.
    round(560, 330, 480, 92, 46, "#fff"),
    circle(616, 376, 20, "none", { stroke: "#0d253f", strokeWidth: 7 }), line(631, 391, 646, 406, "#0d253f", 7, { strokeLinecap: "round" }),
    text(670, 392, "the long summ", { size: 38, fill: "#0d253f" }),
    rect(924, 352, 4, 48, "#01b4e4"),
    round(560, 460, 480, 300, 20, "#102f4f"),
    poster(584, 484, 170, 252, 1),
    text(784, 560, "The Long Summer", { size: 36, fill: "#fff", weight: 700 }),
    text(784, 616, "1974 · Drama", { size: 38, fill: "#b5c4d4" }),
    ...[0, 1, 2, 3, 4].map((i) => star(800 + i * 44, 680, 18, i < 4 ? "#90cea1" : "#36506b")),
  ].join(""), { bg: "#0d253f" });
}

/** Prodigies: a child's course as a winding trail of lessons, the current one open as code. */
export function prodigiesCover() {
  const nodes = [[120, 780], [300, 620], [250, 380], [420, 200], [1200, 180], [1380, 360], [1320, 620], [1500, 820]];
  const trail = "M-20 900C100 820 320 760 300 620S180 420 250 380 460 240 420 200" +
    "M1200 180C1300 220 1420 280 1380 360S1260 560 1320 620 1480 760 1620 860";
  return svg(WIDE, [
    path(trail, "none", { stroke: "#8f78f0", strokeWidth: 22, strokeLinecap: "round", strokeDasharray: "2 40" }),
    ...nodes.map(([x, y], i) => circle(x, y, 46, i < 5 ? "#3ddc97" : "#efeafd", { stroke: "#2a1b6e", strokeWidth: 7 }) +
      text(x, y + 14, String(i < 4 ? i + 1 : i + 2), { size: 38, fill: "#1f1a33", anchor: "middle", weight: 700 })),
    round(500, 150, 600, 700, 26, "#1e1e2e"),
    path("M500 176a26 26 0 0 1 26-26h548a26 26 0 0 1 26 26v74H500z", "#2a2a40"),
    text(540, 214, "Lesson 4: Loops", { size: 34, fill: "#fff", weight: 700 }),
    codeLines(540, 300, 12, 1.3),
    round(540, 760, 180, 60, 30, "#3ddc97"),
    path("M612 772l34 18-34 18z", "#1f1a33"),
  ].join(""), { bg: "#5b3cc4" });
}

const KV = { wood: "#4a2c1d", grain: "#5a3726", paper: "#f8f1e4", brown: "#4a2c1d", cup: "#f3ebdd" };
/** Kvarn's web shop: the week's beans on a card at the café table, a cup beside it and beans spilled. */
export function coffeeShopCover() {
  const origins = [["Huila", "#3f7d4e"], ["Sidamo", "#b8432f"], ["Cerrado", "#d9a441"], ["Kayanza", "#3b6e8f"]];
  const bean = (x, y, r) => group(round(-26, -18, 52, 36, 18, "#8a5634") + line(-16, 0, 16, 0, "#3b2014", 5, { strokeLinecap: "round" }),
    { transform: `translate(${x} ${y}) rotate(${r})` });
  const beans = Array.from({ length: 40 }, (_, i) => bean(1180 + ((i * 71) % 400), 80 + ((i * 53) % 880), (i * 47) % 180));
  return svg(WIDE, [
    ...Array.from({ length: 9 }, (_, i) => rect(0, i * 120 - 20, 1600, 6, KV.grain)),
    // The cup from above, half off the left edge.
    circle(150, 300, 230, "#e8dccb"), circle(150, 300, 150, KV.cup), circle(150, 300, 118, "#6b3d22"), circle(130, 280, 40, "#8a5634"),
    round(290, 280, 110, 44, 22, KV.cup),
    ...beans,
    round(492, 112, 620, 800, 14, "#000", { opacity: 0.25 }),
    round(480, 96, 620, 800, 14, KV.paper),
    text(790, 210, "This week's beans", { size: 54, fill: KV.brown, family: "display", weight: 700, anchor: "middle" }),
    line(540, 250, 1040, 250, "#d8cbb3", 3),
    ...origins.map(([name, c], i) => circle(580, 340 + i * 140, 34, c) + coffeePlant(580, 370 + i * 140, 0.18, "#fff", "#fff") +
      text(640, 356 + i * 140, name, { size: 44, fill: KV.brown, family: "display", weight: 700 })),
  ].join(""), { bg: KV.wood });
}

/** Photo App: the summer's photos spread out as prints around the album they were shared into. */
export function photoAppCover() {
  const print = (x, y, w, r, i) => group(round(-w / 2 - 16, -w * 0.4 - 16, w + 32, w * 0.8 + 70, 6, "#fff") +
    snap(-w / 2, -w * 0.4, w, w * 0.8, i), { transform: `translate(${x} ${y}) rotate(${r})` });
  return svg(WIDE, [
    print(170, 200, 320, -8, 1), print(1440, 190, 320, 7, 2), print(160, 800, 320, 6, 3), print(1450, 820, 320, -6, 4),
    print(330, 520, 240, 4, 5), print(1290, 520, 240, -5, 0),
    round(472, 112, 656, 800, 22, "#000", { opacity: 0.22 }),
    round(460, 96, 656, 800, 22, "#fff"),
    snap(490, 126, 596, 520, 0),
    text(500, 730, "Saturday 14 June", { size: 50, fill: "#1d2433", weight: 700 }),
    text(500, 790, "Summer at the lake · 48 photos", { size: 30, fill: "#5a6478" }),
  ].join(""), { bg: "#3d7eff" });
}

/** AllaTiders' shop: the one-off piece in its room, its brass number tag saying it is still there. */
export function allaTidersShopCover() {
  return svg(WIDE, [
    rect(0, 700, 1600, 300, "#183328"),
    path("M200 1000L420 760H1180L1400 1000Z", "#b9874f", { opacity: 0.5 }),
    circle(1380, 220, 150, "#d8a23a", { opacity: 0.9 }), line(1380, 0, 1380, 70, "#f4efe6", 4),
    sideboard(380, 400, 840, 420),
    brassTag(560, 130, 480, "No. 0418", "8 400 kr"),
    line(800, 332, 800, 400, "#a97b22", 4),
  ].join(""), { bg: "#21453a" });
}

/** Salon Booking API: the salon's day book, three stylists' columns, and the two free hours a colour needs. */
export function salonBookingApiCover() {
  const x0 = 520, col = 240, y0 = 150, hour = 118;
  const booked = [[0, 0, 1], [0, 2.5, 1.5], [1, 0.5, 2], [1, 3, 1], [2, 0, 0.75], [2, 3.5, 1.5]];
  const slot = (c, at, len) => [x0 + c * col, y0 + 30 + at * hour + 4, col - 16, len * hour - 8];
  const scissors = (x, y, r) => group(circle(-34, 40, 26, "none", { stroke: "#f0a3b8", strokeWidth: 12 }) +
    circle(34, 40, 26, "none", { stroke: "#f0a3b8", strokeWidth: 12 }) +
    path("M-22 16 30 -150M22 16-30 -150", "none", { stroke: "#d8c4ca", strokeWidth: 18, strokeLinecap: "round" }),
  { transform: `translate(${x} ${y}) rotate(${r})` });
  return svg(WIDE, [
    scissors(170, 420, -20), scissors(1450, 700, 25),
    round(360, 100, 890, 800, 22, "#fbf4f1"),
    ...[0, 1, 2].map((i) => round(x0 + i * col, 120, col - 16, 20, 10, ["#7c2e4a", "#b3647f", "#f0a3b8"][i])),
    ...Array.from({ length: 6 }, (_, h) => text(380, y0 + 46 + h * hour, `${String(9 + h).padStart(2, "0")}:00`,
      { size: 38, fill: "#8a6f78", family: "mono" }) + line(500, y0 + 30 + h * hour, 1220, y0 + 30 + h * hour, "#ead9de", 2)),
    ...booked.map(([c, at, len]) => round(...slot(c, at, len), 12, "#7c2e4a", { opacity: 0.85 })),
    round(...slot(2, 1, 2), 12, "#fde6ec", { stroke: "#c23b6a", strokeWidth: 5, strokeDasharray: "14 10" }),
    text(x0 + 2 * col + (col - 16) / 2, y0 + 42 + 2 * hour, "free times", { size: 38, fill: "#7c2e4a", anchor: "middle", weight: 700 }),
  ].join(""), { bg: "#2d1e24" });
}

/** AllaTiders Stock Sync: one unique item sold in the shop, withdrawn from the marketplaces at once. */
export function stockSyncServiceCover() {
  const tick = (x, y) => circle(x, y, 26, "#2f9e6e") +
    path(`M${x - 12} ${y}l8 9 16-18`, "none", { stroke: "#fff", strokeWidth: 6, strokeLinecap: "round", strokeLinejoin: "round" });
  const retry = (x, y) => circle(x, y, 26, "#c9781a") +
    path(`M${x + 12} ${y - 4}a13 13 0 1 0 1 10`, "none", { stroke: "#fff", strokeWidth: 5, strokeLinecap: "round" }) +
    path(`M${x + 5} ${y - 10}l9 7 2-11z`, "#fff");
  const channel = (x, y, name, mark) => round(x, y, 400, 160, 18, "#f7f3ec") +
    text(x + 30, y + 70, name, { size: 38, fill: "#2a211b", family: "mono", weight: 700 }) +
    round(x + 30, y + 100, 200, 14, 7, "#d8cebd") + mark(x + 340, y + 110);
  return svg(WIDE, [
    path("M560 300C560 420 800 380 800 470M800 470C800 560 560 560 560 640M800 470C800 560 1080 560 1080 640", "none",
      { stroke: "#d8a23a", strokeWidth: 6, strokeDasharray: "18 12" }),
    channel(360, 140, "shop", (x, y) => circle(x, y, 26, "#d8a23a")),
    channel(360, 640, "marketplace-a", tick),
    channel(880, 640, "marketplace-b", retry),
    brassTag(820, 110, 480, "No. 0418", "8 400 kr"),
    text(830, 484, "order placed", { size: 38, fill: "#f7f3ec", weight: 700 }),
  ].join(""), { bg: "#21453a" });
}
