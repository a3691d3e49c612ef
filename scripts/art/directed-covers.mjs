// Covers composed for their project, not for their kind: the drum machine's own panel, the
// preparedness kit on a table, the band's wheatpasted wall, the rental rail and its calendar.
// Every cover is cut to several shapes (16:10 cards, the home page's tall first cover, 1.9:1
// share cards), so what must read (words, the main object) stays inside SAFE: the middle of
// the picture that every crop keeps. Only ground, pattern and props run to the edges.
import { BB, knob } from "./web-projects-a.mjs";
import { METHOD } from "./panels.mjs";
import { circle, halftone, line, path, rect, round, svg, text, WIDE } from "./svg.mjs";
import { checkbox } from "./ui.mjs";

/** What every crop keeps of a 1600 × 1000 cover: a square-ish first cover and a share card's band. */
export const SAFE = { x0: 330, x1: 1270, y0: 90, y1: 910 };

/** Brutal Beats: the instrument itself, its tempo display over a sixteen-step pattern with the playhead on one step. */
export function brutalBeatsCover() {
  const steps = 16, cw = 1600 / 14, top = 410, rows = 4, ch = 118;
  const on = (t, s) => [[0, 4, 8, 12], [4, 12], [2, 6, 10, 14, 15], [0, 3, 7, 10]][t].includes(s);
  const head = 6;
  const pads = [];
  for (let t = 0; t < rows; t++) for (let s = 0; s < steps; s++) {
    const x = -cw + s * cw + 8, y = top + t * ch + 8;
    const lit = on(t, s);
    pads.push(round(x, y, cw - 16, ch - 16, 12, lit ? (s === head ? BB.hot : BB.on) : (s === head ? "#5c5c5c" : BB.pad)));
  }
  // The playhead: one column picked out from the pattern, under a marker on the panel's edge.
  const hx = -cw + head * cw;
  return svg(WIDE, [
    rect(0, 0, 1600, 1000, "#1b1b1b"),
    rect(0, 370, 1600, 630, BB.chassis),
    line(0, 370, 1600, 370, "#3a3a3a", 4),
    round(hx + 4, 384, cw - 8, 16, 8, BB.hot),
    ...pads,
    // Tempo display and the knobs either side of it.
    round(350, 110, 640, 200, 22, "#0e0e0e", { stroke: "#3a3a3a", strokeWidth: 4 }),
    text(670, 250, "128 BPM", { size: 120, fill: BB.hot, anchor: "middle", family: "mono", weight: 700 }),
    ...[0, 1, 2, 3].map((i) => circle(400 + i * 30, 146, 8, i === 0 ? BB.on : "#3a3a3a")),
    text(950, 156, "PATTERN", { size: 26, fill: BB.dim, anchor: "end", weight: 700, spacing: 3 }),
    knob(190, 215, 78, 0.55),
    knob(1150, 215, 78, 0.3),
    knob(1380, 215, 78, 0.72),
  ].join(""), { bg: "#1b1b1b" });
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
    round(1430, 210, 110, 24, 12, "#f3d6cf"), round(1430, 260, 110, 24, 12, "#f3d6cf"), line(1300, 150, 1400, 40, "#cfc8b8", 10, { strokeLinecap: "round" })];
  const tins = [0, 1, 2].map((i) => round(1230 + i * 120, 560 + (i % 2) * 40, 100, 140, 12, ["#e8e3d8", MS.green, "#e8e3d8"][i]) +
    rect(1230 + i * 120, 600 + (i % 2) * 40, 100, 50, [MS.red, MS.yellow, MS.green][i])).join("");
  const candles = [0, 1].map((i) => round(1290 + i * 120, 800, 70, 220, 10, "#fbf6ea") + path(`M${1325 + i * 120} 790q-18-30 0-60q18 30 0 60z`,
    MS.yellow)).join("");
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
    text(420, 520, "NEXT GIGS", { size: 36, fill: SK.black, weight: 700, spacing: 5 }),
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
    text(cx + 62, top + 134, size, { size: 36, fill: SF.ink, anchor: "middle", weight: 700, family: "display" });
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
    round(1010, 594, 210, 46, 10, SF.red),
    text(1115, 627, "409", { size: 28, fill: "#fff", anchor: "middle", family: "mono", weight: 700 }),
    ...Array.from({ length: days }, (_, d) => round(x0 + d * cell, 690, cell - 10, 70, 8, SF.soft)),
    ...booked.map(([a, b]) => round(x0 + a * cell, 690, (b - a + 1) * cell - 10, 70, 10, SF.deep)),
    round(x0 + 9 * cell, 790, 5 * cell - 10, 70, 10, "none", { stroke: SF.red, strokeWidth: 6, strokeDasharray: "14 10" }),
    path(`M${x0 + 9 * cell + 20} 806l${5 * cell - 50} 38M${x0 + 9 * cell + 20} 844l${5 * cell - 50} -38`, "none",
      { stroke: SF.red, strokeWidth: 6, strokeLinecap: "round" }),
    round(380, 790, 220, 70, 10, METHOD.POST),
    text(490, 836, "Size M", { size: 34, fill: "#fff", anchor: "middle", weight: 700 }),
  ].join(""), { bg: SF.sage });
}
