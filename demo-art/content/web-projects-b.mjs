// Screens for Kvarn Coffee, Photo App, the AllaTiders shop and the Skjortkravallerna site.
import { bars, circle, group, halftone, line, path, photo, rect, round, text } from "./svg.mjs";
import { button, chip, nav, statusBar } from "./ui.mjs";

const KV = { paper: "#f3ebdd", brown: "#4a2c1d", green: "#3f7d4e", red: "#b8432f", yellow: "#d9a441", blue: "#3b6e8f" };
const ORIGINS = [["Huila", KV.green], ["Sidamo", KV.red], ["Cerrado", KV.yellow], ["Kayanza", KV.blue]];

/** A coffee branch: a stem, leaves and cherries. */
export function coffeePlant(x, y, s, leaf, cherry) {
  let out = path(`M${x} ${y} C ${x + 20 * s} ${y - 120 * s}, ${x - 30 * s} ${y - 220 * s}, ${x + 10 * s} ${y - 320 * s}`, "none",
    { stroke: "#5b3a26", strokeWidth: 6 * s, strokeLinecap: "round" });
  for (let i = 0; i < 4; i++) {
    const ly = y - 60 * s - i * 70 * s, dir = i % 2 ? 1 : -1;
    out += path(`M${x} ${ly} q${dir * 60 * s} ${-50 * s} ${dir * 120 * s} ${-10 * s} ` +
      `q${-dir * 60 * s} ${40 * s} ${-dir * 120 * s} ${10 * s}z`, leaf);
    out += circle(x - dir * 18 * s, ly + 14 * s, 11 * s, cherry) + circle(x - dir * 34 * s, ly + 6 * s, 10 * s, cherry);
  }
  return out;
}

export const coffeeShop = {
  url: "kvarn-coffee.example.com",
  palette: { bg: "#4a2c1d", bg2: "#e7dcc8", deco: "#d9a441", deco2: "#3f7d4e", chrome: "#efe7da", detailBg: "#f3ebdd" },
  desktop: (w, h) => rect(0, 0, w, h, KV.paper) + nav(w, { bg: KV.paper, fg: KV.brown, logo: "Kvarn", logoFamily: "display" }) +
    line(0, 64, w, 64, "#d8cbb3", 2) +
    text(48, 170, "This week's beans", { size: 46, fill: KV.brown, family: "display", weight: 700 }) +
    text(48, 215, "Open Mon–Fri 7–18 · Sat 9–16", { size: 20, fill: "#7a6553" }) +
    ORIGINS.map(([name, c], i) => {
      const x = 48 + i * ((w - 96) / 4), cw = (w - 96) / 4 - 24;
      return round(x, 250, cw, h - 290, 12, "#fffaf1") + rect(x, 250, cw, 18, c, { rx: 6 }) +
        coffeePlant(x + cw / 2, h - 150, 0.5, c, KV.red) +
        text(x + 20, h - 90, name, { size: 26, fill: KV.brown, family: "display", weight: 700 });
    }).join(""),
  desktop2: (w, h) => rect(0, 0, w, h, KV.paper) + nav(w, { bg: KV.paper, fg: KV.brown, logo: "Kvarn", logoFamily: "display" }) +
    line(0, 64, w, 64, "#d8cbb3", 2) +
    text(w / 2, 160, "Lunch this week", { size: 44, fill: KV.brown, family: "display", anchor: "middle", weight: 700 }) +
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
      (d, i) => text(160, 250 + i * 110, d, { size: 26, fill: KV.red, weight: 700 }) +
      bars(420, 232 + i * 110, w - 600, 2, { fill: "#cdbfa6", h: 12, gap: 26, last: 0.55 })).join(""),
  mobile: (w, h) => rect(0, 0, w, h, KV.paper) + statusBar(w, KV.brown) +
    text(w / 2, 140, "Kvarn", { size: w * 0.12, fill: KV.brown, anchor: "middle", family: "display", weight: 700 }) +
    text(w / 2, 190, "LUNCH", { size: w * 0.05, fill: KV.red, anchor: "middle", weight: 700, spacing: 6 }) +
    ["Mon", "Tue", "Wed", "Thu", "Fri"].map((d, i) => text(40, 290 + i * 150, d, { size: w * 0.055, fill: KV.brown, weight: 700 }) +
    bars(40, 310 + i * 150, w - 80, 2, { fill: "#cdbfa6", h: 14, gap: 30, last: 0.5 })).join(""),
  detail: (W, H) => coffeePlant(W / 2, H - 200, 3.2, KV.green, KV.red) +
    text(W / 2, 180, "Huila, Colombia", { size: 56, fill: KV.brown, anchor: "middle", family: "display", weight: 700 }),
};

const PH = { paper: "#ffffff", ink: "#1d2433", blue: "#3d7eff", soft: "#eef2fb" };
const SCENES = [["#ffd6a5", "#ff7b54", "#6f9a8d", "#1f6357"], ["#a0c4ff", "#ffffff", "#6b8fbf", "#35507a"],
  ["#caffbf", "#ffd166", "#74a57f", "#2d6a4f"], ["#ffc6ff", "#fff1a8", "#b388eb", "#5e548e"], ["#bde0fe", "#ffafcc", "#a2d2ff", "#3a86ff"],
  ["#fde2e4", "#fad2e1", "#e2ece9", "#94a89a"]];
export const snap = (x, y, w, h, i) => photo(x, y, w, h, SCENES[i % SCENES.length]);

export const photoApp = {
  url: "photos.example.com",
  api: { title: "photos api · network", rows: [["POST", "/api/albums/lake-25/photos", "201", "6 of 6"],
    ["GET", "/api/albums/lake-25", "200", "18 ms"], ["POST", "/api/shares", "201", "7 ms"],
    ["GET", "/a/lake-25?code=…", "200", "5 ms"], ["DELETE", "/api/photos/4411", "204", "3 ms"]] },
  palette: { bg: "#3d7eff", bg2: "#eef2fb", deco: "#ffd166", deco2: "#ff7b54", chrome: "#e8ecf4" },
  desktop: (w, h) => rect(0, 0, w, h, PH.paper) + nav(w, { bg: PH.paper, fg: PH.ink, logo: "Family album", accent: PH.blue }) +
    text(40, 130, "Saturday 14 June", { size: 26, weight: 700, fill: PH.ink }) +
    group(Array.from({ length: 5 }, (_, i) => snap(40 + i * ((w - 80) / 5), 150, (w - 80) / 5 - 14, 170, i)).join("")) +
    text(40, 380, "Sunday 15 June", { size: 26, weight: 700, fill: PH.ink }) +
    group(Array.from({ length: 3 }, (_, i) => snap(40 + i * ((w - 80) / 5), 400, (w - 80) / 5 - 14, 170, i + 3)).join("")) +
    round(40 + 3 * ((w - 80) / 5), 400, 2 * ((w - 80) / 5) - 14, 170, 14, PH.soft,
      { stroke: PH.blue, strokeWidth: 3, strokeDasharray: "12 10" }) +
    text(40 + 4 * ((w - 80) / 5) - 7, 495, "Drop photos here", { size: 20, fill: PH.blue, anchor: "middle", weight: 700 }),
  desktop2: (w, h) => snap(0, 0, w, h, 1) + rect(0, 0, w, h, "#0b1020", { opacity: 0.5 }) +
    round(w / 2 - 320, h / 2 - 190, 640, 380, 20, "#fff") +
    text(w / 2 - 270, h / 2 - 120, "Share “Summer at the lake”", { size: 28, fill: PH.ink, weight: 700 }) +
    round(w / 2 - 270, h / 2 - 80, 540, 56, 12, PH.soft) +
    text(w / 2 - 250, h / 2 - 44, "photos.example.com/a/lake-25", { size: 20, fill: "#5a6478", family: "mono" }) +
    round(w / 2 - 270, h / 2 + 0, 540, 56, 12, PH.soft) +
    text(w / 2 - 250, h / 2 + 36, "Code word: kanelbulle", { size: 20, fill: "#5a6478", family: "mono" }) +
    button(w / 2 - 270, h / 2 + 90, 540, 60, PH.blue, "Copy link and code", "#fff", 22),
  mobile: (w, h) => rect(0, 0, w, h, PH.paper) + statusBar(w, PH.ink) +
    text(30, 120, "Uploading 6 photos", { size: w * 0.06, fill: PH.ink, weight: 700 }) +
    group(Array.from({ length: 6 }, (_, i) => {
      const x = 30 + (i % 2) * ((w - 60) / 2), y = 160 + Math.floor(i / 2) * ((w - 60) / 2 + 10), s = (w - 60) / 2 - 12;
      const a = Math.PI * 2 * Math.min(1, 0.25 + i * 0.17), r = s * 0.18, cx = x + s / 2, cy = y + s / 2;
      return snap(x, y, s, s, i) + circle(cx, cy, r + 8, "#000", { opacity: 0.35 }) +
        path(`M${cx} ${cy - r} A ${r} ${r} 0 ${a > Math.PI ? 1 : 0} 1 ${cx + r * Math.sin(a)} ${cy - r * Math.cos(a)}`, "none",
          { stroke: "#fff", strokeWidth: 8, strokeLinecap: "round" });
    }).join("")),
  detail: (W, H) => snap(100, 160, W - 200, H - 520, 0) + text(100, H - 260, "Saturday 14 June", { size: 60, fill: PH.ink, weight: 700 }) +
    text(100, H - 190, "Summer at the lake · 48 photos", { size: 36, fill: "#5a6478" }),
};

const AT = { teak: "#9c5b32", mustard: "#d8a23a", green: "#21453a", paper: "#f4efe6", ink: "#2a211b" };
export function sideboard(x, y, w, h) {
  return rect(x, y, w, h * 0.72, AT.teak, { rx: 6 }) + line(x + w / 3, y + 10, x + w / 3, y + h * 0.72 - 10, "#7d4626", 4) +
    line(x + (2 * w) / 3, y + 10, x + (2 * w) / 3, y + h * 0.72 - 10, "#7d4626", 4) +
    circle(x + w / 3 - 18, y + h * 0.36, 6, AT.mustard) + circle(x + (2 * w) / 3 + 18, y + h * 0.36, 6, AT.mustard) +
    path(`M${x + w * 0.1} ${y + h * 0.72}l-${w * 0.03} ${h * 0.28}h10l${w * 0.05}-${h * 0.28}z` +
      `M${x + w * 0.9} ${y + h * 0.72}l${w * 0.03} ${h * 0.28}h-10l-${w * 0.05}-${h * 0.28}z`, "#5e3519");
}
export function brassTag(x, y, w, label, price) {
  const h = w * 0.42;
  return round(x, y, w, h, h * 0.18, AT.mustard) +
    round(x + 8, y + 8, w - 16, h - 16, h * 0.14, "none", { stroke: "#a97b22", strokeWidth: 3 }) +
    circle(x + 22, y + h / 2, 6, "#a97b22") + circle(x + w - 22, y + h / 2, 6, "#a97b22") +
    text(x + w / 2, y + h * 0.45, label, { size: h * 0.2, fill: AT.ink, anchor: "middle", weight: 700, spacing: 2 }) +
    text(x + w / 2, y + h * 0.76, price, { size: h * 0.24, fill: AT.ink, anchor: "middle", weight: 700 });
}

export const allaTidersShop = {
  url: "allatiders.example.com",
  api: { title: "allatiders api · network", rows: [["POST", "/api/reservations", "201", "No. 0418"],
    ["GET", "/api/items?cat=chairs", "200", "22 ms"], ["POST", "/webhooks/payment", "200", "9 ms"],
    ["PATCH", "/api/items/0418", "200", "sold"], ["GET", "/api/items/0377", "409", "reserved"]] },
  palette: { bg: "#21453a", bg2: "#efe7da", deco: "#d8a23a", deco2: "#9c5b32", chrome: "#f0ebe2", detailBg: "#21453a" },
  desktop: (w, h) => rect(0, 0, w, h, AT.paper) + nav(w, { bg: AT.green, fg: AT.paper, logo: "AllaTiders" }) +
    round(48, 100, w * 0.5, h - 140, 14, "#e7dccb") + sideboard(88, 260, w * 0.5 - 80, 240) +
    text(w * 0.56, 160, "Teak sideboard, 1962", { size: 36, fill: AT.ink, weight: 700 }) +
    text(w * 0.56, 200, "W 180 · D 45 · H 78 cm", { size: 20, fill: "#6d5f52" }) +
    bars(w * 0.56, 235, w * 0.38, 4, { fill: "#d2c6b3", h: 12, gap: 24 }) + brassTag(w * 0.56, 350, 240, "No. 0418", "8 400 kr") +
    button(w * 0.56, 470, 260, 56, AT.green, "Reserve", AT.paper, 22),
  desktop2: (w, h) => rect(0, 0, w, h, AT.paper) + nav(w, { bg: AT.green, fg: AT.paper, logo: "AllaTiders" }) +
    text(48, 130, "Chairs", { size: 34, fill: AT.ink, weight: 700 }) +
    group(Array.from({ length: 8 }, (_, i) => {
      const x = 48 + (i % 4) * ((w - 96) / 4), y = 160 + Math.floor(i / 4) * ((h - 180) / 2), cw = (w - 96) / 4 - 20,
        ch = (h - 180) / 2 - 20, sold = i === 2 || i === 5;
      return group(round(x, y, cw, ch, 10, "#e7dccb") +
        path(`M${x + cw * 0.3} ${y + ch * 0.2}h${cw * 0.4}v${ch * 0.3}h${cw * 0.08}v${ch * 0.12}h-${cw * 0.56}v-${ch * 0.12}h${cw * 0.08}z`,
          [AT.teak, AT.mustard, AT.green][i % 3]) +
        rect(x + cw * 0.28, y + ch * 0.62, 8, ch * 0.22, "#5e3519") + rect(x + cw * 0.72 - 8, y + ch * 0.62, 8, ch * 0.22, "#5e3519") +
        round(x + 14, y + ch - 34, cw * 0.5, 12, 6, "#b8ab96"), sold ? { opacity: 0.35 } : {});
    }).join("")),
  mobile: (w, h) => rect(0, 0, w, h, AT.paper) + rect(0, 0, w, 130, AT.green) + statusBar(w, AT.paper) +
    text(30, 110, "AllaTiders", { size: w * 0.07, fill: AT.paper, weight: 700 }) +
    round(24, 160, w - 48, w * 0.8, 14, "#e7dccb") +
    path(`M${w * 0.3} ${160 + w * 0.2}q${w * 0.2}-${w * 0.12} ${w * 0.4} 0v${w * 0.3}h-${w * 0.4}z`, AT.mustard) +
    rect(w * 0.32, 160 + w * 0.5, 10, w * 0.2, "#5e3519") + rect(w * 0.66, 160 + w * 0.5, 10, w * 0.2, "#5e3519") +
    chip(40, 180, "Reserved 14:58", "#b8432f", "#fff", 18) +
    text(30, 220 + w * 0.8, "Easy chair, 1958", { size: w * 0.06, fill: AT.ink, weight: 700 }) +
    brassTag(30, 250 + w * 0.8, w * 0.5, "No. 0377", "3 900 kr"),
  detail: (W) => text(W / 2, 300, "AllaTiders", { size: 110, fill: AT.paper, anchor: "middle", weight: 700 }) +
    brassTag(150, 460, 900, "No. 0418", "8 400 kr") +
    [AT.teak, AT.mustard, AT.paper, "#3f6e5e"].map(
      (c, i) => circle(240 + i * 240, 1180, 90, c, { stroke: AT.paper, strokeWidth: 6 })).join(""),
};

const SK = { red: "#d7262e", black: "#141414", paper: "#f1ede4" };
const torn = (y, w, fill, amp = 18) => path(`M0 ${y}` +
  Array.from({ length: 24 }, (_, i) => `L${((i + 1) * w) / 24} ${y + ((i * 7) % 5) * amp * 0.4 - amp}`).join("") + `V0H0Z`, fill);
const stamp = (x, y, size, fill, rotate = -6) =>
  `<g transform="rotate(${rotate} ${x} ${y})">` +
  text(x, y, "SKJORTKRAVALLERNA", {
    size, fill, weight: 700, anchor: "middle", spacing: size * 0.05, family: "condensed",
  }) +
  "</g>";

export const skjortKravallerna = {
  url: "skjortkravallerna.example.com",
  palette: { bg: "#141414", bg2: "#f1ede4", deco: "#d7262e", deco2: "#3a3a3a", chrome: "#e6e2da", detailBg: "#f1ede4" },
  defs: halftone("sk-dots", { size: 64, r: 19, fill: SK.red }),
  desktop: (w, h) => rect(0, 0, w, h, SK.paper) + rect(0, 0, w, 260, SK.black) + torn(280, w, SK.black) + stamp(w / 2, 160, 72, SK.red) +
    text(60, 360, "NEXT GIGS", { size: 30, fill: SK.black, weight: 700, spacing: 4 }) +
    [["14 MAR", "Norrköping · Kulturhuset"], ["21 MAR", "Linköping · Båten"], ["28 MAR", "Stockholm · Kollektivet"]].map(([d, v], i) =>
      text(60, 430 + i * 70, d, { size: 34, fill: SK.red, weight: 700 }) + text(260, 430 + i * 70, v, { size: 28, fill: SK.black })).join(
        ""),
  desktop2: (w, h) => rect(0, 0, w, h, SK.paper) + torn(120, w, SK.black) +
    text(60, 80, "RECORDS", { size: 34, fill: SK.paper, weight: 700, spacing: 6 }) +
    rect(80, 190, 520, 520, SK.red) + path("M200 300 l140 -60 l140 60 l-40 300 h-200 z", SK.black) +
    path("M300 300 l40 80 l40 -80", SK.paper) +
    ["Stämpelklocka", "Kragen", "Övertid", "Namnbricka", "Fredag 17:00", "Facket"].map(
      (t, i) => text(680, 260 + i * 64, `${i + 1}. ${t}`, { size: 30, fill: SK.black, family: "mono" })).join(""),
  mobile: (w, h) => rect(0, 0, w, h, SK.paper) + rect(0, 0, w, 240, SK.black) + torn(260, w, SK.black, 14) + statusBar(w, SK.paper) +
    stamp(w / 2, 170, w * 0.085, SK.red, -4) +
    ["14 MAR", "21 MAR", "28 MAR", "04 APR", "11 APR"].map(
      (d, i) => text(30, 360 + i * 130, d, { size: w * 0.11, fill: SK.red, weight: 700,
      family: "condensed" }) + round(30, 385 + i * 130, w * 0.6, 12, 6, "#bdb5a6")).join(""),
  detail: (W, H) => rect(0, 0, W, H, SK.black) + torn(H * 0.55, W, SK.paper, 30) + torn(H * 0.55, W, "url(#sk-dots)", 30) +
    stamp(W / 2, H * 0.8, 80, SK.red, -8),
};
