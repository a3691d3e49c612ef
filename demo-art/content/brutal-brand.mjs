// The Brutal Beats identity, presented as a studio would: the lock-up (the notched pad beside the
// wordmark), the mark at work as the app's icon on a phone's home screen, the UI kit and a tote.
import { circle, line, path, phone, rect, round, svg, TALL, text, WIDE } from "./svg.mjs";
import { measure } from "../../scripts/seo/type.mjs";

const BB = { chassis: "#2a2a2a", ink: "#1b1b1b", grey: "#4a4a4a", orange: "#ff5a1f", yellow: "#ffd23f", fg: "#f2f2f2" };
// The wordmark is set in the site's display face, tight and heavy like a label printed on a panel.
const WORD = { weight: 700, family: "display", spacing: 4 };

/** The mark: a square pad with a notch cut into its top edge and a pressed dot. `s` is its side. */
const mark = (x, y, s, notch = BB.chassis) => round(x, y, s, s, s * 0.18, BB.orange) +
  path(`M${x + s * 0.7} ${y} h${s * 0.12} v${s * 0.3} h${-s * 0.12}z`, notch) +
  circle(x + s * 0.5, y + s * 0.55, s * 0.17, notch, { opacity: 0.35 });

/** The lock-up: the mark beside the two-line wordmark, its cap lines matching the mark's height. */
function lockUp(x, y, s) {
  const size = s * 0.56;
  const left = x + s * 1.22;
  return mark(x, y, s) + text(left, y + s * 0.43, "BRUTAL", { ...WORD, size, fill: BB.fg }) +
    text(left, y + s, "BEATS", { ...WORD, size, fill: BB.orange });
}
const lockUpWidth = (s) => s * 1.22 + measure("BRUTAL", { size: s * 0.56, weight: 700, face: "display", spacing: 4 });

/** A muted app icon, so the one orange icon on the screen is the one you see. */
const otherIcon = (x, y, s, i) => round(x, y, s, s, s * 0.24, ["#3b3b3b", "#454545", "#343434", "#4d4d4d"][(i * 3) % 4]) +
  [circle(x + s / 2, y + s / 2, s * 0.2, "#6a6a6a"), round(x + s * 0.25, y + s * 0.3, s * 0.5, s * 0.4, s * 0.08, "#6a6a6a"),
    line(x + s * 0.28, y + s * 0.7, x + s * 0.72, y + s * 0.3, "#6a6a6a", s * 0.1, { strokeLinecap: "round" }),
    circle(x + s / 2, y + s / 2, s * 0.26, "none", { stroke: "#6a6a6a", strokeWidth: s * 0.08 })][(i + Math.floor(i / 4)) % 4];

/** The phone's home screen: a pattern widget in the app's colours, then a grid with the app's icon first. */
function homeScreen(w, h) {
  const pad = w * 0.08;
  const cols = 4;
  const s = (w - 2 * pad) / (cols + (cols - 1) * 0.45);
  const gap = s * 0.45;
  const widget = { x: pad, y: w * 0.2, w: w - 2 * pad, h: w * 0.42 };
  const cell = (widget.w - w * 0.1) / 8;
  let out = rect(0, 0, w, h, BB.ink) +
    text(w * 0.09, w * 0.1, "9:41", { size: w * 0.045, weight: 700, fill: BB.fg }) +
    round(w * 0.82, w * 0.065, w * 0.09, w * 0.04, w * 0.012, BB.fg, { opacity: 0.8 }) +
    round(widget.x, widget.y, widget.w, widget.h, w * 0.06, BB.chassis);
  // The widget shows this week's pattern: the same step grid as the app.
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 8; col++) {
      const on = (row === 0 && col % 4 === 0) || (row === 1 && col % 3 === 1);
      out += round(widget.x + w * 0.05 + col * cell + cell * 0.1, widget.y + widget.h * 0.42 + row * cell * 1.05, cell * 0.8, cell * 0.8,
        cell * 0.16, on ? (row ? BB.yellow : BB.orange) : BB.grey);
    }
  }
  out += mark(widget.x + w * 0.05, widget.y + w * 0.05, w * 0.085) +
    round(widget.x + w * 0.17, widget.y + w * 0.075, w * 0.26, w * 0.03, w * 0.015, "#6a6a6a");
  const top = widget.y + widget.h + w * 0.09;
  for (let i = 0; i < 16; i++) {
    const x = pad + (i % cols) * (s + gap);
    const y = top + Math.floor(i / cols) * (s + gap * 1.5);
    out += i === 0 ? mark(x, y, s, BB.ink) : otherIcon(x, y, s, i);
    out += i === 0
      ? text(x + s / 2, y + s + w * 0.06, "Brutal Beats", { size: w * 0.034, weight: 600, fill: BB.fg, anchor: "middle" })
      : round(x + s * 0.2, y + s + w * 0.04, s * 0.6, w * 0.022, w * 0.011, "#5a5a5a");
  }
  return out;
}

export const brutalBeatsBrand = () => ({
  // The lock-up on the brand's grey chassis; the icon at work on a phone on its signal orange,
  // running off the bottom edge.
  cover: svg(WIDE, rect(980, 0, 620, 1000, BB.orange) + lockUp(110, 385, 230) +
    phone(1070, 150, 440, 940, homeScreen, { body: BB.ink }), { bg: BB.chassis }),
  // The masonry's portrait tile: the same pair stacked, the phone straddling the two grounds.
  poster: svg(TALL, rect(0, 820, 1200, 780, BB.orange) + lockUp((1200 - lockUpWidth(220)) / 2, 150, 220) +
    phone(290, 520, 620, 1320, homeScreen, { body: BB.ink }), { bg: BB.chassis }),
  spread: svg(WIDE, rect(80, 80, 1440, 840, BB.chassis, { rx: 20 }) +
    ["default", "hover", "pressed", "focus", "disabled"].map(
      (state, i) => round(150 + i * 270, 160, 200, 200, 20, i === 2 ? BB.yellow : i === 4 ? "#383838" : BB.orange,
      i === 3 ? { stroke: "#fff", strokeWidth: 8 } : i === 1 ? { opacity: 0.85 } : {}) +
      text(250 + i * 270, 410, state, { size: 26, fill: BB.fg, anchor: "middle" })).join("") +
    [0.2, 0.45, 0.7, 0.9].map((v, i) => knob(260 + i * 300, 590, 90, v)).join("") +
    Array.from({ length: 16 }, (_, i) => round(150 + i * 82, 780, 70, 70, 10, i % 4 === 0 ? BB.orange : BB.grey)).join(""),
      { bg: "#161616" }),
  // A second application: the lock-up stacked and screen-printed on a black canvas tote.
  detail: svg(TALL, tote(), { bg: "#f4efe6" }),
});

function knob(cx, cy, r, v) {
  const a = (-135 + 270 * v) * Math.PI / 180;
  return circle(cx, cy, r, "#1c1c1c") + circle(cx, cy, r * 0.8, "#3c3c3c") +
    line(cx, cy, cx + Math.sin(a) * r * 0.65, cy - Math.cos(a) * r * 0.65, BB.orange, r * 0.13, { strokeLinecap: "round" });
}

/** The merch tote: straps, a black bag and the stacked lock-up printed across it. */
function tote() {
  const [x, y, w, h] = [230, 560, 740, 880];
  const strap = (inset, lift, fill) => {
    const [a, b] = [x + inset, x + w - inset];
    return path(`M${a} ${y + 40} C${a} ${y - lift} ${b} ${y - lift} ${b} ${y + 40}`, "none",
      { stroke: fill, strokeWidth: 46, strokeLinecap: "round" });
  };
  // The back strap sits further in and higher than the front one, in shadow.
  return round(x + 16, y + 26, w, h, 14, "#000", { opacity: 0.12 }) + strap(240, 440, "#3a3a3a") + strap(200, 380, BB.ink) +
    round(x, y, w, h, 14, BB.chassis) + rect(x, y, w, 46, "#222222") +
    mark(600 - 130, y + 170, 260) +
    text(600, y + 600, "BRUTAL", { ...WORD, size: 150, fill: BB.fg, anchor: "middle" }) +
    text(600, y + 760, "BEATS", { ...WORD, size: 150, fill: BB.orange, anchor: "middle" });
}
