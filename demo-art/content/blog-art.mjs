// One illustration per blog post, in the site's own palette (read from app/app.css).
import { readTokens } from "../shell/palette.mjs";
import { circle, group, path, rect, round, svg, text, WIDE } from "./svg.mjs";

const T = readTokens();
const C = { paper: T["paper-2"], ink: T.ink, accent: T.rust, teal: T.teal, night: T["night-2"], moon: T.moon, ember: T.ember };

export const blogArt = {
  "container-queries-card-grid": () => svg(WIDE, [
    [120, 160, 760, 300], [920, 160, 560, 300], [120, 520, 420, 340], [580, 520, 420, 340], [1040, 520, 440, 340],
  ].map(([x, y, w, h], i) => round(x, y, w, h, 18, "none", { stroke: C.teal, strokeWidth: 4, strokeDasharray: "14 10" }) +
    round(x + 24, y + 24, w - 48, h - 48, 14, "#fff") +
    (w > 500 ? rect(x + 24, y + 24, (w - 48) * 0.4, h - 48, i ? C.ember : C.accent, { rx: 14 }) +
    round(x + (w - 48) * 0.4 + 56, y + 64, (w - 48) * 0.4, 18, 9, C.ink) +
    round(x + (w - 48) * 0.4 + 56, y + 104, (w - 48) * 0.5, 12, 6, "#c9c3b6")
      : rect(x + 24, y + 24, w - 48, (h - 48) * 0.5, [C.teal, C.ember, C.accent][i % 3], { rx: 14 }) +
        round(x + 48, y + 24 + (h - 48) * 0.5 + 30, (w - 96) * 0.7, 18, 9, C.ink) +
        round(x + 48, y + 24 + (h - 48) * 0.5 + 66, (w - 96) * 0.9, 12, 6, "#c9c3b6")) +
    text(x + w - 20, y + h - 12, `${Math.round(w / 16)}rem`, { size: 22, fill: C.teal, anchor: "end", family: "mono" })).join(""),
      { bg: C.paper }),

  "scheduling-web-audio": () => svg(WIDE, group(Array.from({ length: 4 }, (_, t) => Array.from({ length: 16 }, (_, s) =>
    round(140 + s * 82, 170 + t * 100, 70, 76, 10, (s * 3 + t * 5) % 4 === 0 ? C.ember : "#2c3150")).join("")).join("")) +
    rect(140 + 6 * 82 - 6, 150, 6, 420, C.moon) +
    path(`M140 780 ${Array.from({ length: 66 },
      (_, i) => `L${140 + i * 20} ${780 + Math.sin(i * 0.9) * (i % 8 === 0 ? 150 : 40) * Math.exp(-(i % 8) * 0.3)}`).join(" ")}`,
    "none", { stroke: C.ember, strokeWidth: 5, strokeLinejoin: "round" }) +
    text(140, 110, "ctx.currentTime + 0.1", { size: 34, fill: C.moon, family: "mono" }), { bg: C.night }),

  "from-cmyk-to-oklch": () => svg(WIDE, group(circle(470, 420, 230, "#00a3e0", { opacity: 0.8 }) +
    circle(650, 420, 230, "#e6007e", { opacity: 0.8 }) + circle(560, 590, 230, "#ffe500", { opacity: 0.8 })) +
    Array.from({ length: 9 }, (_, i) => rect(1000, 150 + i * 78, 420, 70, `hsl(20 ${60 - i * 4}% ${92 - i * 9}%)`, { rx: 8 }) +
      text(1440, 197 + i * 78, `${92 - i * 9}%`, { size: 26, fill: C.ink, family: "mono" })).join(""), { bg: C.paper }),

  "honest-errors-minimal-apis": () => svg(WIDE, round(120, 180, 560, 380, 20, "#fff") + round(120, 180, 130, 50, 10, "#2f6fd6") +
    text(185, 215, "POST", { size: 24, fill: "#fff", anchor: "middle", weight: 700, family: "mono" }) +
    text(270, 215, "/bookings", { size: 28, fill: C.ink, family: "mono", weight: 700 }) +
    ["{", '  "service": "colour",', '  "start": "09:00",', '  "phone": ""', "}"].map(
    (l, i) => text(160, 290 + i * 48, l, { size: 26, fill: C.ink, family: "mono" })).join("") +
    path("M720 370 h140 l-30 -30 m30 30 l-30 30", "none",
      { stroke: C.teal, strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" }) +
    round(900, 140, 580, 700, 20, C.night) + ["400 Bad Request", "{", '  "type": "…/validation",', '  "title": "Check the form",',
      '  "status": 400,', '  "errors": {', '    "phone": [', '      "Enter a phone number"', "    ]", "  }", "}"]
      .map((l, i) => text(940, 210 + i * 54, l, { size: 26, fill: i === 0 ? C.ember : C.moon, family: "mono",
        weight: i === 0 ? 700 : 400 })).join(""), { bg: C.paper }),

  "prerendering-a-bilingual-portfolio": () => svg(WIDE,
    round(120, 380, 420, 240, 24, "#2c3150") + [0, 1, 2].map(
    (i) => round(160 + i * 120, 430, 90, 140, 12, [C.ember, C.teal, C.moon][i])).join("") +
    text(330, 680, "npm run build", { size: 30, fill: C.moon, anchor: "middle", family: "mono" }) +
    path("M560 500 H820", "none", { stroke: C.moon, strokeWidth: 6, strokeDasharray: "16 12" }) +
    ["SV", "EN"].map((lang, i) => group(round(0, 0, 420, 560, 18, "#fff") + rect(0, 0, 420, 70, i ? C.accent : C.teal, { rx: 18 }) +
    rect(0, 50, 420, 20, i ? C.accent : C.teal) +
      text(30, 48, lang, { size: 32, fill: "#fff", weight: 700 }) + round(30, 110, 260, 22, 11, C.ink) +
      Array.from({ length: 7 }, (_, j) => round(30, 160 + j * 44, 360 - (j % 3) * 60, 12, 6, "#c9c3b6")).join(""),
      { transform: `translate(${880 + i * 120} ${160 + i * 120})` })).join(""), { bg: C.night }),
};
