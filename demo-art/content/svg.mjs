// Small SVG building blocks for the generated artwork. Everything is flat shapes, text included
// (outlined in the site's own faces by type.mjs), so each file rasterises in milliseconds and
// looks the same wherever it is rasterised.
import { outline } from "../../scripts/seo/type.mjs";
import { say } from "./words.mjs";

export const WIDE = { w: 1600, h: 1000 };
export const TALL = { w: 1200, h: 1600 };

// Code is set on a fixed pitch in the display face, whose letters come from a monospace design.
const FAMILIES = {
  sans: { face: "sans" },
  display: { face: "display" },
  mono: { face: "display", cell: 0.58 },
  condensed: { face: "display", stretch: 0.84 },
};

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// SVG keeps a few attributes in camelCase; every other camelCase key is a hyphenated one.
const CAMEL = new Set(["viewBox", "patternUnits", "gradientUnits", "preserveAspectRatio"]);
const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${esc(v)}"`)
    .join(" ");

const el = (tag, a = {}, children = "") =>
  children === "" ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${children}</${tag}>`;

let clipCount = 0;

export function svg({ w, h }, body, { bg, defs = "" } = {}) {
  const back = bg ? rect(0, 0, w, h, bg) : "";
  // Clip ids restart in every file, so a file's text depends only on what it draws.
  clipCount = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ""}${back}${body}</svg>\n`;
}

export const rect = (x, y, w, h, fill, extra = {}) => el("rect", { x, y, width: w, height: h, fill, ...extra });
export const round = (x, y, w, h, r, fill, extra = {}) => rect(x, y, w, h, fill, { rx: r, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el("path", { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width = 2, extra = {}) =>
  el("line", { x1, y1, x2, y2, stroke, strokeWidth: width, ...extra });
export const group = (children, extra = {}) => el("g", extra, children);

/** A line of text, outlined: `family` is sans (Inter), display (Space Grotesk), mono or condensed. */
export function text(
  x, y, content,
  { size = 32, fill = "#111", weight = 400, family = "sans", anchor = "start", spacing = 0, italic = false, extra = {} } = {},
) {
  const setting = FAMILIES[family];
  if (!setting) throw new Error(`text: no family "${family}"`);
  const words = say(String(content));
  if (!words.trim()) return "";
  const face = italic ? "italic" : setting.face;
  const d = outline(x, y, words, { ...setting, face, size, weight, anchor, spacing });
  return el("path", { d, fill, "aria-label": words.trim(), ...extra });
}

/** A five-pointed star centred on (cx, cy): the rating mark, drawn so no font needs one. */
export function star(cx, cy, r, fill) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i, k = i % 2 ? r * 0.45 : r;
    return `${(cx + Math.sin(a) * k).toFixed(1)} ${(cy - Math.cos(a) * k).toFixed(1)}`;
  });
  return path(`M${points.join("L")}Z`, fill);
}

/** Grey bars standing in for a paragraph. */
export function bars(x, y, w, count, { fill = "#d4d4d4", h = 12, gap = 22, last = 0.6 } = {}) {
  let out = "";
  for (let i = 0; i < count; i++) out += round(x, y + i * gap, i === count - 1 ? w * last : w, h, h / 2, fill);
  return out;
}

/** A nested viewport: children draw in local coordinates and are clipped to the box. */
export const frame = (x, y, w, h, children) => el("svg", { x, y, width: w, height: h, viewBox: `0 0 ${w} ${h}` }, children);

/** A landscape "photo": sky, sun and two hills, in the given colours. */
export function photo(x, y, w, h, [sky, sun, far, near]) {
  return frame(x, y, w, h, [
    rect(0, 0, w, h, sky),
    circle(w * 0.72, h * 0.32, Math.min(w, h) * 0.12, sun),
    path(`M0 ${h * 0.72} Q${w * 0.3} ${h * 0.42} ${w * 0.62} ${h * 0.68} T${w} ${h * 0.6} V${h} H0Z`, far),
    path(`M0 ${h * 0.86} Q${w * 0.4} ${h * 0.66} ${w} ${h * 0.9} V${h} H0Z`, near),
  ].join(""));
}

/** A halftone dot pattern definition to use as fill="url(#id)". */
export function halftone(id, { size = 14, r = 4, fill = "#000", bg = "none" } = {}) {
  return el("pattern", { id, width: size, height: size, patternUnits: "userSpaceOnUse" },
    (bg !== "none" ? rect(0, 0, size, size, bg) : "") + circle(size / 2, size / 2, r, fill));
}

/** A browser window with an address bar; `screen(w, h)` draws the page. */
export function browser(x, y, w, h, { url, chrome = "#e9e6e1", bar = "#ffffff", dots = ["#ff5f57", "#febc2e", "#28c840"] }, screen) {
  const top = 56;
  return group([
    round(x + 10, y + 18, w, h, 18, "#000", { opacity: 0.18 }),
    round(x, y, w, h, 18, chrome),
    ...dots.map((c, i) => circle(x + 30 + i * 26, y + top / 2, 8, c)),
    round(x + 120, y + 14, w - 240, 28, 14, bar),
    text(x + w / 2, y + 34, url, { size: 16, fill: "#6b6b6b", anchor: "middle" }),
    frame(x, y + top, w, h - top, screen(w, h - top)),
  ].join(""));
}

/** A phone with rounded glass; `screen(w, h)` draws the app. */
export function phone(x, y, w, h, screen, { body = "#161616", glass = "#ffffff" } = {}) {
  const pad = Math.round(w * 0.045);
  const [sw, sh] = [w - 2 * pad, h - 2 * pad];
  const id = `phone-${++clipCount}`;
  return group([
    el("clipPath", { id }, round(0, 0, sw, sh, w * 0.1, "#fff")),
    round(x + 12, y + 22, w, h, w * 0.14, "#000", { opacity: 0.2 }),
    round(x, y, w, h, w * 0.14, body),
    el("g", { transform: `translate(${x + pad} ${y + pad})`, clipPath: `url(#${id})` }, rect(0, 0, sw, sh, glass) + screen(sw, sh)),
    round(x + w / 2 - w * 0.16, y + pad + 14, w * 0.32, 26, 13, body),
  ].join(""));
}
