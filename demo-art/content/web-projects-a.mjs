// Screens for Brutal Beats, The Movie DB, MSB and Prodigies, each in its own palette.
import { bars, circle, group, line, path, photo, rect, round, star, text } from "./svg.mjs";
import { avatar, button, checkbox, chip, nav, statusBar } from "./ui.mjs";

export const BB = { chassis: "#2a2a2a", panel: "#333", pad: "#4a4a4a", on: "#ff5a1f", hot: "#ffd23f", fg: "#f2f2f2", dim: "#9a9a9a" };

function stepGrid(x, y, w, h, tracks, steps, seed = 3) {
  let out = "";
  const cw = w / steps, ch = h / tracks;
  for (let t = 0; t < tracks; t++) for (let s = 0; s < steps; s++) {
    const on = (s * 7 + t * 5 + seed * t) % (t % 3 === 0 ? 4 : 5) === 0;
    out += round(x + s * cw + 3, y + t * ch + 3, cw - 6, ch - 6, 6, on ? (s % 4 === 0 ? BB.hot : BB.on) : BB.pad);
  }
  return out;
}

export function knob(cx, cy, r, value, label) {
  const a = (-135 + 270 * value) * Math.PI / 180;
  let ticks = "";
  for (let i = 0; i <= 10; i++) {
    const t = (-135 + 27 * i) * Math.PI / 180;
    ticks += line(cx + Math.sin(t) * r * 1.18, cy - Math.cos(t) * r * 1.18, cx + Math.sin(t) * r * 1.32, cy - Math.cos(t) * r * 1.32,
      BB.dim, r * 0.05);
  }
  return ticks + circle(cx, cy, r, "#1c1c1c") + circle(cx, cy, r * 0.82, "#3c3c3c") +
    line(cx, cy, cx + Math.sin(a) * r * 0.7, cy - Math.cos(a) * r * 0.7, BB.on, r * 0.12, { strokeLinecap: "round" }) +
    (label ? text(cx, cy + r * 1.75, label, { size: r * 0.32, fill: BB.fg, anchor: "middle", weight: 700, spacing: 2 }) : "");
}

export const brutalBeats = {
  url: "brutal-beats.example.com",
  api: { title: "api.brutal-beats · network", rows: [["POST", "/api/patterns", "201", "12 ms"],
    ["GET", "/api/patterns/7fK2q", "200", "4 ms"], ["GET", "/api/samples/kick.wav", "200", "cached"],
    ["PUT", "/api/patterns/7fK2q", "200", "9 ms"], ["GET", "/api/me/patterns", "200", "6 ms"]] },
  palette: { bg: "#161616", bg2: "#202020", deco: "#ff5a1f", deco2: "#3a3a3a", chrome: "#d9d9d9" },
  desktop: (w, h) => rect(0, 0, w, h, BB.chassis) + nav(w, { bg: "#1e1e1e", fg: BB.fg, logo: "BRUTAL BEATS", accent: BB.on }) +
    knob(90, 140, 34, 0.55, "TEMPO") + knob(200, 140, 34, 0.3, "SWING") + knob(310, 140, 34, 0.7, "VOL") +
    round(400, 110, 250, 60, 10, "#1c1c1c") + text(525, 152, "128 BPM",
      { size: 30, fill: BB.hot, anchor: "middle", family: "mono", weight: 700 }) +
    stepGrid(40, 230, w - 80, h - 270, 8, 16),
  desktop2: (w, h) => rect(0, 0, w, h, BB.chassis) + nav(w, { bg: "#1e1e1e", fg: BB.fg, logo: "BRUTAL BEATS", accent: BB.on }) +
    stepGrid(60, 110, w - 120, h - 200, 8, 16, 5) + rect(0, 0, w, h, "#000", { opacity: 0.55 }) +
    round(w / 2 - 330, h / 2 - 200, 660, 400, 18, "#262626") +
    text(w / 2 - 290, h / 2 - 130, "Share pattern", { size: 34, fill: BB.fg, weight: 700 }) +
    group(Array.from({ length: 60 }, (_, i) => round(w / 2 - 290 + i * 9.6, h / 2 - 40 - Math.abs(Math.sin(i * 0.7)) * 50, 6,
      10 + Math.abs(Math.sin(i * 0.7)) * 100, 3, BB.on)).join("")) +
    round(w / 2 - 290, h / 2 + 90, 400, 56, 10, "#1a1a1a") +
    text(w / 2 - 270, h / 2 + 126, "bb.example/p/7fK2q", { size: 22, fill: BB.dim, family: "mono" }) +
    round(w / 2 + 130, h / 2 + 90, 160, 56, 10, BB.on) +
    text(w / 2 + 210, h / 2 + 126, "Copy", { size: 22, fill: "#111", anchor: "middle", weight: 700 }),
  mobile: (w, h) => rect(0, 0, w, h, BB.chassis) + statusBar(w, BB.fg) +
    text(w / 2, 120, "KICK", { size: w * 0.07, fill: BB.fg, anchor: "middle", weight: 700, spacing: 3 }) +
    group(Array.from({ length: 16 }, (_, i) => round(w * 0.08 + (i % 4) * w * 0.215, 170 + Math.floor(i / 4) * w * 0.215, w * 0.19,
      w * 0.19, 12, [0, 3, 6, 8, 11, 14].includes(i) ? BB.on : BB.pad)).join("")) +
    knob(w * 0.3, h * 0.82, w * 0.09, 0.6, "TEMPO") + knob(w * 0.7, h * 0.82, w * 0.09, 0.35, "SWING"),
  // The knobs side by side, as they sit on the instrument: a landscape picture, so it (nearly)
  // fills the lightbox's wide thumbnail frame instead of standing narrow on the frame's light
  // ground. 1.44:1 rather than 16:10, so the project page's gallery still sets it in one row with
  // the phone and the share dialog (a 16:10 one got a row of its own, 850 px more page at 1440).
  // The two labels share one line under the knobs, clear of the SWING knob's dashed ring.
  detailShape: { w: 1440, h: 1000 },
  detail: (W, H) => rect(0, 0, W, H, BB.chassis) + knob(W * 0.3, H * 0.42, 190, 0.58) + knob(W * 0.7, H * 0.42, 150, 0.3) +
    circle(W * 0.7, H * 0.42, 150 * 1.45, "none", { stroke: BB.hot, strokeWidth: 8, strokeDasharray: "24 14" }) +
    [["TEMPO", 0.3], ["SWING", 0.7]].map(([label, x]) =>
      text(W * x, H * 0.79, label, { size: 56, fill: BB.fg, anchor: "middle", weight: 700, spacing: 2 })).join(""),
};

const TM = { navy: "#0d253f", teal: "#01b4e4", green: "#90cea1", fg: "#ffffff", dim: "#8aa0b8" };
const posters = [["#e76f51", "#f4a261", "#264653", "#2a9d8f"], ["#3d348b", "#f7b801", "#7678ed", "#f18701"],
  ["#6a994e", "#f2e8cf", "#386641", "#a7c957"], ["#22223b", "#f2e9e4", "#4a4e69", "#9a8c98"], ["#bc4749", "#f2e8cf", "#6a040f", "#d00000"],
  ["#0077b6", "#ffd166", "#023e8a", "#48cae4"]];
export const poster = (x, y, w, h, i) => photo(x, y, w, h, posters[i % posters.length]) +
  round(x, y + h - 6, w * ((i * 37) % 100) / 100, 6, 3, TM.green);

export const theMovieDb = {
  url: "movies.example.com",
  palette: { bg: "#0d253f", bg2: "#102f4f", deco: "#01b4e4", deco2: "#90cea1", chrome: "#dfe6ee", detailBg: "#0b1f34" },
  desktop: (w, h) => rect(0, 0, w, h, TM.navy) + nav(w, { bg: "#081a2d", fg: TM.fg, logo: "FILMS", accent: TM.teal }) +
    round(40, 90, w - 80, 52, 26, "#16365a") + text(72, 124, "Search films…", { size: 20, fill: TM.dim }) +
    ["Drama", "1970s", "Rated 7+", "Sci-fi"].map((c, i) => chip(40 + i * 130, 162, c, i === 1 ? TM.teal : "#16365a", TM.fg)).join("") +
    group(Array.from({ length: 6 }, (_, i) => poster(40 + i * ((w - 80) / 6), 220, (w - 80) / 6 - 18, h - 250, i)).join("")),
  desktop2: (w, h) => rect(0, 0, w, h, TM.navy) + nav(w, { bg: "#081a2d", fg: TM.fg, logo: "FILMS" }) +
    round(60, 100, w - 120, 70, 35, "#16365a") + text(100, 146, "the long summ", { size: 28, fill: TM.fg }) +
    rect(290, 118, 3, 36, TM.teal) +
    round(60, 186, w - 120, 330, 16, "#12304f") +
    group(Array.from({ length: 5 }, (_, i) => poster(80, 200 + i * 62, 40, 54, i) +
    round(140, 214 + i * 62, 260 + i * 30, 14, 7, i === 0 ? TM.teal : "#4d6a88") + round(140, 236 + i * 62, 120, 10, 5, "#36506b")).join(
    "")) +
    group(Array.from({ length: 4 }, (_, i) => poster(60 + i * 330, 540, 300, h - 560, i + 2)).join("")),
  mobile: (w, h) => rect(0, 0, w, h, TM.navy) + statusBar(w, TM.fg) + poster(0, 70, w, h * 0.42, 1) +
    text(30, h * 0.42 + 130, "The Long Summer", { size: w * 0.075, fill: TM.fg, weight: 700 }) +
    text(30, h * 0.42 + 175, "1974 · Drama · 2 h 04 min", { size: w * 0.04, fill: TM.dim }) +
    group(Array.from({ length: 5 }, (_, i) => star(30 + w * 0.035 + i * 44, h * 0.42 + 235 - w * 0.03, w * 0.035,
      i < 4 ? TM.green : "#36506b")).join("")) +
    bars(30, h * 0.42 + 275, w - 60, 4, { fill: "#36506b", h: 12, gap: 26 }) +
    group(Array.from({ length: 4 }, (_, i) => avatar(70 + i * ((w - 80) / 4), h - 110, w * 0.08,
      ["#e76f51", "#2a9d8f", "#f4a261", "#7678ed"][i])).join("")),
  detail: () => round(200, 240, 800, 1120, 30, TM.teal) + round(240, 280, 720, 1040, 22, TM.navy) +
    text(600, 720, "THE", { size: 90, fill: TM.green, anchor: "middle", weight: 700, spacing: 18 }) +
    text(600, 840, "LONG", { size: 150, fill: TM.fg, anchor: "middle", weight: 700 }) +
    text(600, 980, "SUMMER", { size: 120, fill: TM.fg, anchor: "middle", weight: 700 }) + line(380, 1060, 820, 1060, TM.teal, 6) +
    text(600, 1130, "1974", { size: 44, fill: TM.dim, anchor: "middle", spacing: 10 }),
};

const MS = { paper: "#f7f5ef", blue: "#1b3a5c", yellow: "#f2c94c", green: "#2e7d4f", line: "#d9d4c7", text: "#2b2b2b" };
const categories = [["Water", 0.7], ["Food", 0.45], ["Heat", 0.85], ["Information", 0.3]];

export const msb = {
  url: "beredskap.example.com",
  palette: { bg: "#1b3a5c", bg2: "#e9e4d6", deco: "#f2c94c", deco2: "#2e7d4f", chrome: "#f1eee6", detailBg: "#f7f5ef" },
  desktop: (w, h) => rect(0, 0, w, h, MS.paper) + nav(w, { bg: MS.blue, fg: "#fff", logo: "Home preparedness", accent: MS.yellow }) +
    text(48, 140, "Your household: 3 people", { size: 34, weight: 700, fill: MS.text }) +
    categories.map(([name, v], i) => {
      const x = 48 + i * ((w - 96) / 4), cw = (w - 96) / 4 - 24;
      return round(x, 180, cw, h - 220, 16, "#fff", { stroke: MS.line, strokeWidth: 2 }) +
        text(x + 24, 228, name, { size: 24, weight: 700, fill: MS.blue }) +
        round(x + 24, 250, cw - 48, 14, 7, MS.line) + round(x + 24, 250, (cw - 48) * v, 14, 7, v > 0.6 ? MS.green : MS.yellow) +
        group(Array.from({ length: 5 }, (_, j) => checkbox(x + 24, 300 + j * 62, 30, j < Math.round(v * 5),
          { on: MS.green, off: "#9c9686" }) + round(x + 70, 310 + j * 62, cw - 110, 12, 6, "#c9c3b4")).join(""));
    }).join(""),
  desktop2: (w, h) => rect(0, 0, w, h, MS.paper) + nav(w, { bg: MS.blue, fg: "#fff", logo: "Home preparedness" }) +
    text(60, 150, "Expires within a month", { size: 36, weight: 700, fill: MS.text }) +
    group(["Tinned beans", "AA batteries", "Crispbread", "Water cans"].map((item, i) =>
      round(60, 190 + i * 120, w - 120, 100, 14, "#fff", { stroke: MS.line, strokeWidth: 2 }) +
        circle(116, 240 + i * 120, 22, i === 0 ? "#c0392b" : MS.yellow) +
      text(160, 250 + i * 120, item, { size: 28, fill: MS.text, weight: 600 }) +
      text(w - 100, 250 + i * 120, `${6 + i * 7} days`, { size: 24, fill: "#6f6a5d", anchor: "end" })).join("")),
  mobile: (w, h) => rect(0, 0, w, h, MS.paper) + rect(0, 0, w, 150, MS.blue) + statusBar(w, "#fff") +
    text(30, 120, "Water", { size: w * 0.08, fill: "#fff", weight: 700 }) +
    text(w / 2, 330, "27 l", { size: w * 0.2, fill: MS.blue, weight: 700, anchor: "middle" }) +
    text(w / 2, 390, "of 63 litres for one week", { size: w * 0.045, fill: "#6f6a5d", anchor: "middle" }) +
    round(40, 430, w - 80, 28, 14, MS.line) + round(40, 430, (w - 80) * 0.43, 28, 14, MS.yellow) +
    group(Array.from({ length: 5 }, (_, j) => checkbox(40, 510 + j * 90, 44, j < 2, { on: MS.green, off: "#9c9686" }) +
    round(110, 526 + j * 90, w - 170, 14, 7, "#c9c3b4")).join("")) +
    button(40, h - 130, w - 80, 70, MS.blue, "Add to list", "#fff", 24),
  detail: () => round(150, 260, 900, 1080, 24, "#fff", { stroke: MS.line, strokeWidth: 4 }) +
    rect(150, 260, 900, 160, MS.blue, { rx: 24 }) + rect(150, 380, 900, 40, MS.blue) +
    text(210, 365, "My household kit", { size: 52, fill: "#fff", weight: 700 }) +
    categories.map(([name, v], i) => text(210, 520 + i * 170, name, { size: 40, fill: MS.text, weight: 700 }) +
    round(210, 550 + i * 170, 780, 30, 15, MS.line) + round(210, 550 + i * 170, 780 * v, 30, 15, v > 0.6 ? MS.green : MS.yellow)).join("") +
    text(210, 1270, "Offline · saved on this device", { size: 32, fill: "#6f6a5d" }),
};

const PR = { purple: "#5b3cc4", mint: "#3ddc97", paper: "#ffffff", ink: "#1f1a33", code: "#1e1e2e", soft: "#efeafd" };
export const codeLines = (x, y, n, s = 1) => group(Array.from({ length: n },
  (_, i) => round(x + ((i * 3) % 4) * 24 * s, y + i * 30 * s, (80 + ((i * 53) % 220)) * s, 12 * s, 6 * s,
  ["#c792ea", "#82aaff", "#c3e88d", "#ffcb6b", "#89ddff"][i % 5])).join(""));

export const prodigies = {
  url: "learn.prodigies.example.com",
  palette: { bg: "#5b3cc4", bg2: "#efeafd", deco: "#3ddc97", deco2: "#8f78f0", chrome: "#ece9f5", detailBg: "#efeafd" },
  desktop: (w, h) => rect(0, 0, w, h, PR.paper) + nav(w, { bg: PR.purple, fg: "#fff", logo: "Prodigies", accent: PR.mint }) +
    text(40, 130, "Lesson 4: Loops", { size: 32, weight: 700, fill: PR.ink }) +
    bars(40, 160, w * 0.36, 6, { fill: "#d8d2ec", h: 12, gap: 24 }) +
    round(40, 330, w * 0.36, 200, 14, PR.soft) + circle(40 + w * 0.18, 430, 40, PR.purple) +
    path(`M${40 + w * 0.18 - 12} 410l34 20-34 20z`, "#fff") +
    round(w * 0.42, 100, w * 0.55, h - 190, 14, PR.code) + codeLines(w * 0.42 + 30, 140, 12) +
    button(w * 0.42, h - 72, 180, 52, PR.mint, "Run  ", PR.ink, 20) +
    path(`M${w * 0.42 + 112} ${h - 55}l16 9-16 9z`, PR.ink),
  desktop2: (w, h) => rect(0, 0, w, h, "#f7f5fd") + nav(w, { bg: PR.purple, fg: "#fff", logo: "Prodigies · Teacher" }) +
    text(40, 130, "Group B · week 6", { size: 30, weight: 700, fill: PR.ink }) +
    group(Array.from({ length: 7 }, (_, i) => {
      const y = 170 + i * 84;
      return round(40, y, w - 80, 70, 12, "#fff") +
        avatar(84, y + 35, 22, ["#ff8fab", "#5b3cc4", "#3ddc97", "#ffb703", "#219ebc", "#fb8500", "#8338ec"][i]) +
        round(130, y + 22, 180, 12, 6, "#cfc8e6") +
        group(Array.from({ length: 10 }, (_, j) => round(360 + j * 56, y + 20, 44, 30, 8,
        j < 10 - ((i * 3) % 7) ? PR.mint : (j === 10 - ((i * 3) % 7) ? "#ff6b6b" : "#e4e0f2"))).join(""));
    }).join("")),
  mobile: (w, h) => rect(0, 0, w, h, PR.soft) + rect(0, 0, w, 140, PR.purple) + statusBar(w, "#fff") +
    text(30, 115, "My journey", { size: w * 0.07, fill: "#fff", weight: 700 }) +
    path(`M${w / 2} 200 C ${w * 0.1} 300, ${w * 0.9} 420, ${w / 2} 520 ` +
      `S ${w * 0.1} 760, ${w / 2} 860 S ${w * 0.9} 1060, ${w / 2} ${h - 100}`,
      "none", { stroke: "#cfc4f5", strokeWidth: 16, strokeLinecap: "round" }) +
    group([[0.5, 200], [0.36, 360], [0.62, 520], [0.4, 690], [0.55, 860], [0.44, 1020]].filter(([, y]) => y < h - 80).map(([fx, y], i) =>
      circle(w * fx, y, 40, i < 4 ? PR.mint : "#fff", { stroke: PR.purple, strokeWidth: 6 }) +
        text(w * fx, y + 12, String(i + 1), { size: 32, anchor: "middle", weight: 700, fill: PR.ink })).join("")),
  detail: () => round(140, 200, 920, 1200, 28, "#fff") + text(200, 300, "Quiz", { size: 44, fill: PR.purple, weight: 700 }) +
    text(200, 380, "What does this loop print?", { size: 38, fill: PR.ink, weight: 600 }) + round(200, 420, 800, 180, 14, PR.code) +
    codeLines(230, 460, 4, 1.3) +
    ["0 1 2", "1 2 3", "0 1 2 3", "Nothing"].map((a, i) =>
      round(200, 650 + i * 150, 800, 120, 18, i === 0 ? "#e6fbf1" : "#f5f3fb", { stroke: i === 0 ? PR.mint : "#ddd6f3", strokeWidth: 4 }) +
      circle(270, 710 + i * 150, 22, i === 0 ? PR.mint : "#fff", { stroke: i === 0 ? PR.mint : "#b9aee0", strokeWidth: 4 }) +
      text(320, 724 + i * 150, a, { size: 38, fill: PR.ink, family: "mono" })).join(""),
};
