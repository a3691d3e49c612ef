// Identities, packaging and signage for AllaTiders, Slowfashion, Kvarn Coffee and Stumpen.
import { circle, line, path, rect, round, svg, TALL, text, WIDE } from "./svg.mjs";
import { brassTag, coffeePlant } from "./web-projects-b.mjs";

const AT = { teak: "#9c5b32", mustard: "#d8a23a", green: "#21453a", paper: "#f4efe6", ink: "#2a211b" };
const wordmark = (x, y, size, fill, anchor = "middle") => text(x, y, "AllaTiders",
  { size, fill, anchor, weight: 700, spacing: -size * 0.02 });
const bag = (x, y, w, h, fill, mark) => path(`M${x + w * 0.3} ${y} a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0`, "none",
  { stroke: "#7a5a3a", strokeWidth: 8 }) +
  rect(x, y, w, h, fill, { rx: 6 }) + wordmark(x + w / 2, y + h * 0.55, w * 0.16, mark);

export const allaTidersIdentity = () => ({
  cover: svg(WIDE, wordmark(800, 420, 190, AT.paper) + brassTag(330, 560, 300, "No. 0418", "8 400 kr") +
    brassTag(650, 560, 300, "No. 0377", "3 900 kr") + brassTag(970, 560, 300, "No. 0512", "1 250 kr"), { bg: AT.teak }),
  poster: svg(TALL, round(150, 150, 900, 1300, 20, "none", { stroke: AT.paper, strokeWidth: 6 }) + wordmark(600, 560, 170, AT.paper) +
    text(600, 700, "VINTAGE · RESTAURERAT", { size: 40, fill: AT.mustard, anchor: "middle", spacing: 8 }) +
    ["Tis–Fre 11–18", "Lör 10–15"].map((t, i) => text(600, 1000 + i * 80, t, { size: 56, fill: AT.paper, anchor: "middle" })).join(""),
      { bg: AT.green }),
  spread: svg(WIDE, wordmark(130, 200, 110, AT.ink, "start") +
    [AT.teak, AT.mustard, AT.green, "#e8dfcf"].map((c, i) => rect(130 + i * 170, 280, 150, 150, c, { rx: 8 }) +
    text(130 + i * 170, 470, ["Teak", "Senap", "Flaska", "Benvit"][i], { size: 24, fill: AT.ink })).join("") +
    brassTag(130, 560, 420, "No. 0418", "8 400 kr") + bag(900, 320, 420, 520, "#c9a77c", AT.ink), { bg: AT.paper }),
  detail: svg(TALL, brassTag(100, 560, 1000, "No. 0418", "8 400 kr"), { bg: AT.teak }),
});

const SF = { sage: "#7a8c6e", cream: "#f6f2e8", ink: "#263020", rust: "#a65e3c" };
const coat = (cx, y, s, fill) =>
  path(`M${cx - 90 * s} ${y} l${-110 * s} ${60 * s} l${-40 * s} ${420 * s} h${90 * s} l${10 * s} ${-260 * s} l${10 * s} ${380 * s} ` +
    `h${280 * s} l${10 * s} ${-380 * s} l${10 * s} ${260 * s} h${90 * s} l${-40 * s} ${-420 * s} l${-110 * s} ${-60 * s} ` +
    `l${-90 * s} ${80 * s}z`, fill) +
  path(`M${cx - 30 * s} ${y + 200 * s} l${50 * s} ${30 * s} l${-40 * s} ${40 * s}`, "none",
    { stroke: SF.rust, strokeWidth: 6 * s, strokeDasharray: `${8 * s} ${6 * s}` });
const panel = (x, y, s, rows) => round(x, y, 360 * s, (40 + rows.length * 56) * s, 10 * s, "#fff") +
  rows.map(([k, v], i) => text(x + 24 * s, y + (62 + i * 56) * s, k, { size: 24 * s, fill: SF.ink }) +
  text(x + 336 * s, y + (62 + i * 56) * s, v, { size: 30 * s, fill: SF.rust, anchor: "end", weight: 700 })).join("");
const DATA = [["Rentals", "52"], ["Kilometres", "3 140"], ["Repairs", "4"]];

export const slowfashionLookbook = () => ({
  cover: svg(WIDE, rect(120, 100, 620, 800, SF.cream) + coat(430, 220, 1.1, "#6b4e3d") +
    text(150, 170, "SLOWFASHION · AUTUMN", { size: 26, fill: SF.ink, spacing: 6 }) +
    panel(860, 300, 1.4, DATA), { bg: SF.sage }),
  poster: svg(TALL, coat(600, 260, 1.8, "#3f5a6b") + panel(300, 1200, 1.65, DATA.slice(0, 2)), { bg: SF.cream }),
  spread: svg(WIDE, rect(100, 120, 1400, 760, SF.cream) + line(800, 120, 800, 880, "#ddd6c6", 3) + coat(320, 220, 0.95, "#6b4e3d") +
    panel(470, 640, 0.8, DATA) +
    coat(1100, 220, 0.95, "#8a7a4e") + panel(1130, 640, 0.8, [["Rentals", "31"], ["Kilometres", "1 880"], ["Repairs", "2"]]),
      { bg: "#55634c" }),
  detail: svg(TALL, round(250, 300, 700, 1000, 16, "#fbf8f0", { stroke: "#cfc7b4", strokeWidth: 4 }) +
    text(600, 480, "SLOWFASHION", { size: 64, fill: SF.ink, anchor: "middle", spacing: 8 }) +
    text(600, 700, "52", { size: 260, fill: SF.rust, anchor: "middle", weight: 700 }) +
    text(600, 800, "previous rentals", { size: 44, fill: SF.ink, anchor: "middle" }) +
    text(600, 1100, "SF-1042-M", { size: 56, fill: SF.ink, anchor: "middle", family: "mono" }), { bg: SF.sage }),
});

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

export const kvarnCoffeePackaging = () => ({
  cover: svg(WIDE, ORIGIN.map((o, i) => coffeeBag(170 + i * 330, 220, 270, o)).join(""), { bg: KV.paper }),
  poster: svg(TALL, coffeeBag(250, 250, 700, ORIGIN[0]), { bg: "#e7dcc8" }),
  spread: svg(WIDE, round(200, 200, 1200, 600, 16, "#fff") + ORIGIN.map(([, c], i) => rect(200, 200 + i * 150, 24, 150, c)).join("") +
    ["Origin", "Roasted", "Tastes like", "Brew"].map((k, i) => text(280, 290 + i * 150, k, { size: 32, fill: "#8a7560" }) +
      text(640, 290 + i * 150, ["Huila, Colombia", "14 March", "Red apple, cocoa", "Filter, 60 g/l"][i],
        { size: 40, fill: KV.dark, weight: 700 })).join(""), { bg: KV.kraft }),
  detail: svg(TALL, coffeePlant(600, 1450, 3.6, "#3f7d4e", "#b8432f"), { bg: KV.paper }),
});

const ST = { grey: "#d9dcdf", dark: "#22262b", green: "#2e9d5b", blue: "#2f6fd6", orange: "#e8762d", yellow: "#f2c230" };
function pictogram(cx, cy, s, kind, fill) {
  const head = circle(cx, cy - 60 * s, 18 * s, fill);
  if (kind === "swim") return head + path(`M${cx - 70 * s} ${cy} l${60 * s} ${-30 * s} l${50 * s} ${20 * s}`, "none",
    { stroke: fill, strokeWidth: 16 * s, strokeLinecap: "round" }) +
    path(`M${cx - 90 * s} ${cy + 40 * s} q${30 * s} ${-20 * s} ${60 * s} 0 t${60 * s} 0 t${60 * s} 0`, "none",
      { stroke: fill, strokeWidth: 10 * s, strokeLinecap: "round" });
  const limbs = `M${cx} ${cy - 40 * s} l0 ${60 * s} l${-30 * s} ${50 * s} M${cx} ${cy + 20 * s} l${30 * s} ${50 * s} ` +
    `M${cx - 40 * s} ${cy - 20 * s} l${40 * s} ${-10 * s} l${40 * s} ${20 * s}`;
  return head + path(limbs, "none", { stroke: fill, strokeWidth: 16 * s, strokeLinecap: "round", strokeLinejoin: "round" }) +
    circle(cx + 60 * s, cy - 30 * s, 14 * s, fill);
}
// A wayfinding arrow centred on (x, y), pointing left (-1) or right (1).
const arrow = (x, y, dir) => path(
  `M${x - 22 * dir} ${y}H${x + 20 * dir}M${x + 4 * dir} ${y - 16}L${x + 20 * dir} ${y}L${x + 4 * dir} ${y + 16}`, "none",
  { stroke: "#fff", strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" });
const doorSign = (x, y, w, n, colour) => round(x, y, w, w * 1.5, 12, "#fff") + rect(x, y, w, w * 0.25, colour, { rx: 12 }) +
  rect(x, y + w * 0.15, w, w * 0.1, colour) +
  text(x + w / 2, y + w * 1.05, String(n), { size: w * 0.7, fill: ST.dark, anchor: "middle", weight: 700 });

export const stumpenSignage = () => ({
  cover: svg(WIDE, path("M0 1000 L620 560 H980 L1600 1000Z", "#bfc3c7") + rect(620, 160, 360, 400, "#c9cdd1") +
    [ST.green, ST.blue, ST.orange].map((c, i) => path(`M${700 + i * 80} 560 L${380 + i * 420} 1000 h60 L${730 + i * 80} 560Z`, c)).join(
      "") +
    path("M0 0 L620 160 V560 L0 1000Z", "#c3c7cb") + path("M1600 0 L980 160 V560 L1600 1000Z", "#ced2d6") +
    doorSign(200, 300, 170, 3, ST.green) + doorSign(1230, 300, 170, 4, ST.blue), { bg: ST.grey }),
  poster: svg(TALL, doorSign(250, 200, 700, 3, ST.green) + pictogram(600, 1420, 1.1, "court", ST.dark), { bg: "#3a4047" }),
  spread: svg(WIDE, [[ST.green, 1], [ST.blue, 2], [ST.orange, 3], [ST.yellow, 4]].map(
    ([c, n], i) => doorSign(150 + i * 200, 260, 160, n, c)).join("") +
    round(980, 220, 460, 560, 12, "#fff") + [[1000, 240, ST.green], [1220, 240, ST.blue], [1000, 500, ST.orange],
      [1220, 500, ST.yellow]].map(([x, y, c]) => rect(x, y, 200, 240, c, { opacity: 0.85 })).join("") +
    round(150, 600, 740, 140, 12, ST.dark) + arrow(200, 670, -1) + text(260, 688, "Courts 1–4", { size: 48, fill: "#fff", weight: 700 }) +
    text(790, 688, "Pool", { size: 48, fill: "#fff", weight: 700, anchor: "end" }) + arrow(840, 670, 1),
      { bg: ST.grey }),
  detail: svg(TALL, round(150, 200, 900, 560, 20, "#fff") + pictogram(600, 520, 2.6, "swim", ST.blue) +
    round(150, 840, 900, 560, 20, "#fff") + pictogram(600, 1160, 2.6, "court", ST.green), { bg: ST.dark }),
});
