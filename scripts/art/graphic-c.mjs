// Sommarnatt's night in hourly bands and the Ljudlös riso zine.
import { circle, group, halftone, line, path, rect, round, svg, TALL, text, WIDE } from "./svg.mjs";

// Sunset orange through the June blue hour and back to dawn yellow, one band per hour.
const NIGHT = ["#f08a3c", "#e0664a", "#b8506a", "#7a4a86", "#45508f", "#2c3f7a", "#34508f", "#5b78a8", "#a3a6b0", "#f2d38a"];
const HOURS = ["21", "22", "23", "00", "01", "02", "03", "04"];
const ACTS = ["Sjöfolk", "Ljusnatt", "Dimman", "Kvarnen", "Vågor", "Nattbuss", "Daggen", "Soluppgång"];
const bands = (w, h, withActs, size) => NIGHT.slice(0, 8).map((c, i) => rect(0, (i * h) / 8, w, h / 8 + 1, c) +
  (withActs ? text(w * 0.08, (i * h) / 8 + h / 16 + size * 0.35, HOURS[i] ?? "", { size, fill: "#fff", weight: 700, family: "mono" }) +
    text(w * 0.92, (i * h) / 8 + h / 16 + size * 0.35, ACTS[i], { size, fill: "#fff", anchor: "end", weight: 700 }) : "")).join("");

export const sommarnattFestival = () => ({
  cover: svg(WIDE, bands(1600, 1000, false) + text(800, 520, "SOMMARNATT",
    { size: 170, fill: "#fff", anchor: "middle", weight: 700, spacing: 20 }) +
    text(800, 610, "21 JUNI · FRÅN SOLNEDGÅNG TILL SOLUPPGÅNG", { size: 36, fill: "#fff", anchor: "middle", spacing: 6 })),
  poster: svg(TALL, rect(0, 0, 1200, 220, "#1e2a4a") +
    text(600, 145, "SOMMARNATT", { size: 110, fill: "#fff", anchor: "middle", weight: 700, spacing: 14 }) +
    group(bands(1200, 1380, true, 56), { transform: "translate(0 220)" })),
  spread: svg(WIDE, [0, 1, 2, 3, 4].map((i) => group(round(0, 0, 900, 90, 45, NIGHT[i * 2]) +
    text(450, 60, `SOMMARNATT · ${HOURS[i] ?? "04"}:00`, { size: 40, fill: "#fff", anchor: "middle", weight: 700 }),
    { transform: `translate(${120 + i * 40} ${140 + i * 150}) rotate(-4)` })).join(""), { bg: "#1e2a4a" }),
  detail: svg(TALL, rect(0, 0, 1200, 1600, NIGHT[4]) +
    text(600, 760, "01:00", { size: 300, fill: "#fff", anchor: "middle", weight: 700, family: "display" }) +
    text(600, 900, "Vågor", { size: 110, fill: "#f2d38a", anchor: "middle" })),
});

const RZ = { pink: "#ff48b0", blue: "#0078bf", yellow: "#ffe800", paper: "#f7f3ea" };
const drummer = (cx, cy, s, fill) => circle(cx, cy - 180 * s, 70 * s, fill) +
  path(`M${cx - 120 * s} ${cy + 200 * s} q${20 * s} ${-300 * s} ${120 * s} ${-300 * s} t${120 * s} ${300 * s}z`, fill) +
  circle(cx - 180 * s, cy + 150 * s, 120 * s, fill) + circle(cx + 190 * s, cy + 120 * s, 100 * s, fill) +
  line(cx - 60 * s, cy - 40 * s, cx - 220 * s, cy - 160 * s, fill, 16 * s) +
  line(cx + 60 * s, cy - 40 * s, cx + 230 * s, cy - 120 * s, fill, 16 * s);
const zineCover = (w, h, ink, second, n) => rect(0, 0, w, h, RZ.paper) + drummer(w / 2 + 10, h * 0.55 + 8, w / 900, `url(#rz-${second})`) +
  drummer(w / 2, h * 0.55, w / 900, `url(#rz-${ink})`) +
  text(w * 0.08, h * 0.14, "LJUDLÖS", { size: w * 0.16, fill: RZ[ink], weight: 700 }) +
  text(w * 0.92, h * 0.94, `NR ${n}`, { size: w * 0.07, fill: RZ[second], anchor: "end", weight: 700 });

export const ljudlosZine = () => {
  const defs = ["pink", "blue", "yellow"].map((c) => halftone(`rz-${c}`, { size: 36, r: 13, fill: RZ[c] })).join("") +
    halftone("rz-big-pink", { size: 160, r: 58, fill: RZ.pink }) + halftone("rz-big-blue", { size: 160, r: 44, fill: RZ.blue });
  return {
    cover: svg(WIDE, group(zineCover(460, 650, "pink", "blue", 1), { transform: "translate(60 220) rotate(-4)" }) +
      group(zineCover(460, 650, "blue", "pink", 2), { transform: "translate(570 170)" }) +
      group(zineCover(460, 650, "pink", "yellow", 3), { transform: "translate(1090 150) rotate(4)" }), { bg: "#2b2b2b", defs }),
    poster: svg(TALL, zineCover(1200, 1600, "blue", "pink", 2), { defs }),
    spread: svg(WIDE, rect(120, 120, 1360, 760, RZ.paper) + line(800, 120, 800, 880, "#ddd4c4", 3) +
      rect(160, 160, 600, 680, `url(#rz-pink)`) +
      Array.from({ length: 12 }, (_, i) => text(850, 210 + i * 54, i % 2 ? "— Vi repar i ett skyddsrum." : "Hur började det?",
        { size: 28, fill: i % 2 ? "#222" : RZ.blue, family: "mono" })).join(""), { bg: "#d6cfc0", defs }),
    // The riso's second drum never lands exactly on the first: blue sits a little off the pink.
    detail: svg(TALL, rect(0, 0, 1200, 1600, "url(#rz-big-pink)") +
      `<g transform="translate(22 14)">${rect(-40, -40, 1280, 1680, "url(#rz-big-blue)")}</g>`, { bg: RZ.paper, defs }),
  };
};
