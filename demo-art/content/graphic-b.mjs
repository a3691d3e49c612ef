// Packaging and signage for Kvarn Coffee and Stumpen.
import { lit, WALLS } from "./scene.mjs";
import { circle, line, path, rect, round, svg, TALL, text, WIDE } from "./svg.mjs";
import { coffeePlant } from "./web-projects-b.mjs";

const KV = { kraft: "#c49a6c", dark: "#4a2c1d", paper: "#f3ebdd" };
const ORIGIN = [["HUILA", "#3f7d4e"], ["SIDAMO", "#b8432f"], ["CERRADO", "#d9a441"], ["KAYANZA", "#3b6e8f"]];
function coffeeBag(x, y, w, [name, colour]) {
  const h = w * 1.5;
  return path(`M${x} ${y + h * 0.08} l${w * 0.06} ${-h * 0.08} h${w * 0.88} l${w * 0.06} ${h * 0.08} v${h * 0.92} h${-w}z`, KV.kraft) +
    line(x, y + h * 0.14, x + w, y + h * 0.14, "#a77d52", 3) +
    rect(x, y + h * 0.56, w, h * 0.12, colour) + coffeePlant(x + w / 2, y + h * 0.52, w / 900, colour, "#8a1f1f") +
    text(x + w / 2, y + h * 0.64, name, { size: w * 0.09, fill: "#fff", anchor: "middle", weight: 700, spacing: w * 0.01 }) +
    text(x + w / 2, y + h * 0.8, "KVARN", { size: w * 0.12, fill: KV.dark, anchor: "middle", family: "display", weight: 700 }) +
    round(x + w * 0.2, y + h * 0.86, w * 0.6, h * 0.07, 6, "#fff");
}

// The range on the shop's shelf, the packs filling the frame; by night the same shelf against a
// dark wall (cover-dark), so the tile does not glare in the dark theme.
const SHELF = { light: { wall: "#efe4d2", plank: "#9a6b43", edge: "#7a5132", shade: "#e2d4bd", lamp: WALLS.day },
  dark: { wall: "#241b16", plank: "#6e4a2e", edge: "#4f3420", shade: "#1a1310", lamp: { ...WALLS.night, dusk: 0.5 } } };
const shelf = (t) => lit(WIDE, svg(WIDE, rect(0, 0, 1600, 1000, t.wall) + rect(0, 846, 1600, 154, t.shade) +
  // Each pack's shadow on the wall behind it, cast down and right from the shop's lamp.
  ORIGIN.map((o, i) => round(128 + i * 350, 340, 330, 480, 20, "#000", { opacity: 0.14 }) +
    coffeeBag(110 + i * 350, 318, 330, o)).join("") +
  rect(0, 812, 1600, 38, t.plank) + rect(0, 850, 1600, 18, t.edge) +
  [180, 1420].map((x) => path(`M${x} 868h36l-36 70z`, t.edge)).join(""), { bg: t.wall }),
{ tone: t.lamp, key: "kv", light: [800, 120, 1000] });
const counter = (t) => lit(TALL, svg(TALL, rect(0, 0, 1200, 1600, t.wall) + coffeeBag(210, 260, 780, ORIGIN[0]) +
  rect(0, 1430, 1200, 40, t.plank) + rect(0, 1470, 1200, 130, t.edge), { bg: t.wall }),
{ tone: t.lamp, key: "kv", light: [600, 200, 1200] });

export const kvarnCoffeePackaging = () => ({
  cover: shelf(SHELF.light),
  "cover-dark": shelf(SHELF.dark),
  poster: counter(SHELF.light),
  "poster-dark": counter(SHELF.dark),
  spread: svg(WIDE, round(200, 200, 1200, 600, 16, "#fff") + ORIGIN.map(([, c], i) => rect(200, 200 + i * 150, 24, 150, c)).join("") +
    ["Origin", "Roasted", "Tastes like", "Brew"].map((k, i) => text(280, 290 + i * 150, k, { size: 32, fill: "#8a7560" }) +
      text(640, 290 + i * 150, ["Huila, Colombia", "14 March", "Red apple, cocoa", "Filter, 60 g/l"][i],
        { size: 40, fill: KV.dark, weight: 700 })).join(""), { bg: KV.kraft }),
  detail: svg(TALL, coffeePlant(600, 1450, 3.6, "#3f7d4e", "#b8432f"), { bg: KV.paper }),
});

const ST = { grey: "#d9dcdf", dark: "#22262b", green: "#2e9d5b", blue: "#2f6fd6", orange: "#e8762d", yellow: "#f2c230" };
// The pool and court symbols as plain geometry (waves under a ladder, a court's lines), not
// figures: they read at 30 metres and never look like clip-art people.
function symbol(cx, cy, s, kind, fill) {
  const stroke = { stroke: fill, strokeWidth: 14 * s, strokeLinecap: "round", strokeLinejoin: "round" };
  if (kind === "pool") {
    const waves = [0, 1].map((i) => path(`M${cx - 120 * s} ${cy + (30 + i * 50) * s} q${30 * s} ${-24 * s} ${60 * s} 0 ` +
      `t${60 * s} 0 t${60 * s} 0 t${60 * s} 0`, "none", stroke)).join("");
    const ladder = path(`M${cx - 40 * s} ${cy + 10 * s}V${cy - 110 * s}q0-30 30-30M${cx + 40 * s} ${cy + 10 * s}V${cy - 110 * s}` +
      `q0-30 30-30M${cx - 40 * s} ${cy - 70 * s}h${80 * s}M${cx - 40 * s} ${cy - 20 * s}h${80 * s}`, "none", stroke);
    return ladder + waves;
  }
  return round(cx - 130 * s, cy - 90 * s, 260 * s, 180 * s, 6 * s, "none", stroke) +
    line(cx, cy - 90 * s, cx, cy + 90 * s, fill, 14 * s) + circle(cx, cy, 36 * s, "none", stroke);
}
// A wayfinding arrow centred on (x, y), pointing left (-1) or right (1).
const arrow = (x, y, dir) => path(
  `M${x - 22 * dir} ${y}H${x + 20 * dir}M${x + 4 * dir} ${y - 16}L${x + 20 * dir} ${y}L${x + 4 * dir} ${y + 16}`, "none",
  { stroke: "#fff", strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" });
const doorSign = (x, y, w, n, colour) => round(x, y, w, w * 1.5, 12, "#fff") + rect(x, y, w, w * 0.25, colour, { rx: 12 }) +
  rect(x, y + w * 0.15, w, w * 0.1, colour) +
  text(x + w / 2, y + w * 1.05, String(n), { size: w * 0.7, fill: ST.dark, anchor: "middle", weight: 700 });

// The corridor by day, and by night with the lights down (cover-dark): the stripes and the signs
// stay lit, the walls go dark, so the tile does not glare in the dark theme.
const CORRIDOR = {
  light: { bg: ST.grey, floor: "#bfc3c7", end: "#c9cdd1", left: "#c3c7cb", right: "#ced2d6", lamp: WALLS.day },
  dark: { bg: "#23272c", floor: "#2c3136", end: "#1c2024", left: "#30353b", right: "#2a2f34", lamp: { ...WALLS.night, dusk: 0.4 } },
};
// The light at the corridor's end, where the stripes lead.
const corridor = (c) => lit(WIDE, svg(WIDE, path("M0 1000 L620 560 H980 L1600 1000Z", c.floor) + rect(620, 160, 360, 400, c.end) +
  [ST.green, ST.blue, ST.orange].map((col, i) => path(`M${700 + i * 80} 560 L${380 + i * 420} 1000 h60 L${730 + i * 80} 560Z`, col)).join(
    "") +
  path("M0 0 L620 160 V560 L0 1000Z", c.left) + path("M1600 0 L980 160 V560 L1600 1000Z", c.right) +
  doorSign(330, 300, 170, 3, ST.green) + doorSign(1100, 300, 170, 4, ST.blue), { bg: c.bg }),
{ tone: c.lamp, key: "st", light: [800, 360, 900] });

export const stumpenSignage = () => ({
  cover: corridor(CORRIDOR.light),
  "cover-dark": corridor(CORRIDOR.dark),
  // The sign where it hangs: on court 3's door under the corridor's lamp, the green stripe on the
  // floor running in under it.
  poster: lit(TALL, svg(TALL, rect(0, 0, 1200, 1320, "#3a4047") + round(250, 160, 700, 1160, 8, "#4b525a") +
    rect(250, 160, 700, 1160, "none", { stroke: "#2c3137", strokeWidth: 16 }) + round(820, 760, 60, 130, 12, "#c9cdd1") +
    doorSign(380, 260, 440, 3, ST.green) + rect(0, 1320, 1200, 280, "#c3c7cb") +
    path("M520 1320 L360 1600 H760 L680 1320Z", ST.green), { bg: "#3a4047" }), { key: "st", light: [600, 300, 1000] }),
  spread: svg(WIDE, [[ST.green, 1], [ST.blue, 2], [ST.orange, 3], [ST.yellow, 4]].map(
    ([c, n], i) => doorSign(150 + i * 200, 260, 160, n, c)).join("") +
    round(980, 220, 460, 560, 12, "#fff") + [[1000, 240, ST.green], [1220, 240, ST.blue], [1000, 500, ST.orange],
      [1220, 500, ST.yellow]].map(([x, y, c]) => rect(x, y, 200, 240, c, { opacity: 0.85 })).join("") +
    round(150, 600, 740, 140, 12, ST.dark) + arrow(200, 670, -1) + text(260, 688, "Courts 1–4", { size: 48, fill: "#fff", weight: 700 }) +
    text(790, 688, "Pool", { size: 48, fill: "#fff", weight: 700, anchor: "end" }) + arrow(840, 670, 1),
      { bg: ST.grey }),
  detail: svg(TALL, round(150, 200, 900, 560, 20, "#fff") + symbol(600, 480, 2, "pool", ST.blue) +
    round(150, 840, 900, 560, 20, "#fff") + symbol(600, 1120, 2, "court", ST.green), { bg: ST.dark }),
});
