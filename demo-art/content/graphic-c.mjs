// Sommarnatt's night in hourly bands.
import { wall, WALLS } from "./scene.mjs";
import { group, rect, round, svg, TALL, text, WIDE } from "./svg.mjs";

// Sunset orange through the June blue hour and back to dawn yellow, one band per hour.
const NIGHT = ["#f08a3c", "#e0664a", "#b8506a", "#7a4a86", "#45508f", "#2c3f7a", "#34508f", "#5b78a8", "#a3a6b0", "#f2d38a"];
const HOURS = ["21", "22", "23", "00", "01", "02", "03", "04"];
const ACTS = ["Sjöfolk", "Ljusnatt", "Dimman", "Kvarnen", "Vågor", "Nattbuss", "Daggen", "Soluppgång"];
const bands = (w, h, withActs, size) => NIGHT.slice(0, 8).map((c, i) => rect(0, (i * h) / 8, w, h / 8 + 1, c) +
  (withActs ? text(w * 0.08, (i * h) / 8 + h / 16 + size * 0.35, HOURS[i] ?? "", { size, fill: "#fff", weight: 700, family: "mono" }) +
    text(w * 0.92, (i * h) / 8 + h / 16 + size * 0.35, ACTS[i], { size, fill: "#fff", anchor: "end", weight: 700 }) : "")).join("");

const poster = () => svg(TALL, rect(0, 0, 1200, 220, "#1e2a4a") +
  text(600, 145, "SOMMARNATT", { size: 110, fill: "#fff", anchor: "middle", weight: 700, spacing: 14 }) +
  group(bands(1200, 1380, true, 56), { transform: "translate(0 220)" }));

// The running order pasted up on a harbour wall between two sheets of the bare gradient: the poster
// where the festival's crowd met it, by day and (cover-dark) after dark.
const pasted = (tone) => wall(WIDE, {
  tone,
  key: "sn",
  light: [800, 200, 900],
  sheets: [
    { art: svg(TALL, bands(1200, 1600, false)), box: [120, 200, 440, 586], turn: -2, lift: 0.4 },
    { art: svg(TALL, bands(1200, 1600, false)), box: [1040, 180, 440, 586], turn: 1.5, lift: 0.4 },
    { art: poster(), box: [500, 60, 600, 800], turn: 0.5, lift: 0.5 },
  ],
});

export const sommarnattFestival = () => ({
  cover: pasted(WALLS.day),
  // The poster is a dark piece already: at night only the wall goes dark, the sheets keep their colour.
  "cover-dark": pasted({ ...WALLS.night, dim: 0.06 }),
  poster: poster(),
  spread: svg(WIDE, [0, 1, 2, 3, 4].map((i) => group(round(0, 0, 900, 90, 45, NIGHT[i * 2]) +
    text(450, 60, `SOMMARNATT · ${HOURS[i] ?? "04"}:00`, { size: 40, fill: "#fff", anchor: "middle", weight: 700 }),
    { transform: `translate(${120 + i * 40} ${140 + i * 150}) rotate(-4)` })).join(""), { bg: "#1e2a4a" }),
  detail: svg(TALL, rect(0, 0, 1200, 1600, NIGHT[4]) +
    text(600, 760, "01:00", { size: 300, fill: "#fff", anchor: "middle", weight: 700, family: "display" }) +
    text(600, 900, "Vågor", { size: 110, fill: "#f2d38a", anchor: "middle" })),
});
