// Dark panels the code-side art shares: a terminal running the tests, and a log of the requests
// a page sends to its API.
import { circle, frame, group, path, round, text } from "./svg.mjs";

export const METHOD = { GET: "#2f9e6e", POST: "#2f6fd6", PUT: "#c9781a", PATCH: "#8a55c9", DELETE: "#c23b3b" };
const INK = "#171a21", DIM = "#8b93a6", LIGHT = "#c9d1e0";

const lights = (x, y) => ["#ff5f57", "#febc2e", "#28c840"].map((c, i) => circle(x + i * 24, y, 7, c)).join("");

/** A terminal that ran `title`: "$" lines are commands, "✓" lines passed tests. */
export function terminal(x, y, w, h, { title, lines, accent, size = 21 }) {
  const gap = size * 1.8;
  return group([
    round(x + 10, y + 18, w, h, 16, "#000", { opacity: 0.25 }),
    round(x, y, w, h, 16, INK),
    lights(x + 28, y + 26),
    text(x + w / 2, y + 32, title, { size: 16, fill: DIM, anchor: "middle", family: "mono" }),
    frame(x + 24, y + 60, w - 48, h - 80, lines.map((l, i) => {
      const [mark, rest] = l.startsWith("✓") ? ["✓", l.slice(1)] : l.startsWith("$") ? ["$", l.slice(1)] : ["", l];
      const color = mark === "✓" ? "#4ade80" : mark === "$" ? accent : LIGHT;
      const base = size * 1.4 + i * gap;
      // The tick is drawn: neither face has one.
      const sign = mark === "✓"
        ? path(`M${size * 0.1} ${base - size * 0.35}l${size * 0.22} ${size * 0.22} ${size * 0.42}-${size * 0.5}`, "none",
          { stroke: color, strokeWidth: size * 0.14, strokeLinecap: "round", strokeLinejoin: "round" })
        : text(0, base, mark, { size, fill: color, family: "mono", weight: 700 });
      return sign +
        text(mark ? size * 1.6 : 0, size * 1.4 + i * gap, rest.trim(), { size, fill: LIGHT, family: "mono" });
    }).join("")),
  ].join(""));
}

/** The requests a page sends, as a browser's network panel lists them: method, path, status, time. */
export function requestLog(x, y, w, { title, rows, accent, size = 20 }) {
  const rowH = size * 2.6;
  const h = 96 + rows.length * rowH;
  return group([
    round(x + 10, y + 18, w, h, 16, "#000", { opacity: 0.25 }),
    round(x, y, w, h, 16, INK),
    lights(x + 28, y + 26),
    text(x + w / 2, y + 32, title, { size: 16, fill: DIM, anchor: "middle", family: "mono" }),
    ...rows.map(([method, route, status, note], i) => {
      const top = y + 64 + i * rowH, mid = top + rowH / 2;
      const ok = status.startsWith("2");
      return round(x + 20, top + 6, w - 40, rowH - 12, 10, "#222631") +
        round(x + 34, mid - size * 0.7, size * 4, size * 1.4, 6, METHOD[method]) +
        text(x + 34 + size * 2, mid + size * 0.36, method,
          { size: size * 0.8, fill: "#fff", anchor: "middle", weight: 700, family: "mono" }) +
        text(x + 50 + size * 4.4, mid + size * 0.36, route, { size, fill: LIGHT, family: "mono" }) +
        text(x + w - size * 9, mid + size * 0.36, status, { size, fill: ok ? "#4ade80" : accent, family: "mono", weight: 700 }) +
        text(x + w - 38, mid + size * 0.36, note, { size: size * 0.8, fill: DIM, anchor: "end" });
    }),
  ].join(""));
}
