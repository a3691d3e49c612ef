// The four images of a backend project: API reference, test run, documentation and data model,
// each drawn from the endpoints, tests and tables the project really has.
import { browser, circle, frame, group, line, path, round, rect, svg, TALL, text, WIDE } from "./svg.mjs";

const METHOD = { GET: "#2f9e6e", POST: "#2f6fd6", PUT: "#c9781a", PATCH: "#8a55c9", DELETE: "#c23b3b" };

function endpoints(w, list, { fg, soft, y0 = 100, rowH = 62 }) {
  return list.map(([method, route, note], i) => {
    const y = y0 + i * rowH;
    return round(32, y, w - 64, rowH - 12, 10, soft) + round(44, y + 10, 96, rowH - 32, 6, METHOD[method]) +
      text(92, y + rowH / 2 + 2, method, { size: 16, fill: "#fff", anchor: "middle", weight: 700, family: "mono" }) +
      text(160, y + rowH / 2 + 2, route, { size: 20, fill: fg, family: "mono", weight: 700 }) +
      text(w - 56, y + rowH / 2 + 2, note, { size: 17, fill: fg, anchor: "end", extra: { opacity: 0.7 } });
  }).join("");
}

function terminal(x, y, w, h, { title, lines, accent, size = 21 }) {
  const gap = size * 1.8;
  return group([
    round(x + 10, y + 18, w, h, 16, "#000", { opacity: 0.25 }),
    round(x, y, w, h, 16, "#171a21"),
    ...["#ff5f57", "#febc2e", "#28c840"].map((c, i) => circle(x + 28 + i * 24, y + 26, 7, c)),
    text(x + w / 2, y + 32, title, { size: 16, fill: "#8b93a6", anchor: "middle", family: "mono" }),
    frame(x + 24, y + 60, w - 48, h - 80, lines.map((l, i) => {
      const [mark, rest] = l.startsWith("✓") ? ["✓", l.slice(1)] : l.startsWith("$") ? ["$", l.slice(1)] : ["", l];
      const color = mark === "✓" ? "#4ade80" : mark === "$" ? accent : "#c9d1e0";
      const base = size * 1.4 + i * gap;
      // The tick is drawn: neither face has one.
      const sign = mark === "✓"
        ? path(`M${size * 0.1} ${base - size * 0.35}l${size * 0.22} ${size * 0.22} ${size * 0.42}-${size * 0.5}`, "none",
          { stroke: color, strokeWidth: size * 0.14, strokeLinecap: "round", strokeLinejoin: "round" })
        : text(0, base, mark, { size, fill: color, family: "mono", weight: 700 });
      return sign +
        text(mark ? size * 1.6 : 0, size * 1.4 + i * gap, rest.trim(), { size, fill: "#c9d1e0", family: "mono" });
    }).join("")),
  ].join(""));
}

function table(x, y, w, name, fields, { head, fg }) {
  const h = 64 + fields.length * 44;
  return round(x, y, w, h, 14, "#fff", { stroke: head, strokeWidth: 3 }) + rect(x, y, w, 56, head, { rx: 14 }) +
    rect(x, y + 40, w, 16, head) +
    text(x + 22, y + 38, name, { size: 26, fill: "#fff", weight: 700, family: "mono" }) +
    fields.map((f, i) => text(x + 22, y + 94 + i * 44, f,
      { size: 21, fill: fg, family: "mono", weight: f.includes("PK") ? 700 : 400 })).join("");
}

export function backendProjectArt(spec) {
  const { palette: p, url } = spec;
  const docsScreen = (w, h) => rect(0, 0, w, h, p.paper) + rect(0, 0, w, 70, p.head) +
    text(32, 46, spec.apiTitle, { size: 26, fill: "#fff", weight: 700 }) + round(w - 170, 20, 130, 32, 16, p.accent) +
    text(w - 105, 42, "v1", { size: 18, fill: p.head, anchor: "middle", weight: 700 }) +
    endpoints(w, spec.endpoints, { fg: p.ink, soft: p.soft });
  const [first, ...rest] = spec.tables;
  return {
    cover: svg(WIDE, [
      circle(1450, 160, 300, p.accent, { opacity: 0.85 }),
      browser(100, 100, 1000, 760, { url, chrome: "#e6e8ee" }, docsScreen),
      terminal(900, 420, 600, 480, { title: spec.testCommand, lines: spec.tests.slice(0, 9), accent: p.accent }),
    ].join(""), { bg: p.bg }),
    terminal: svg(TALL, [
      circle(1000, 200, 280, p.accent, { opacity: 0.7 }),
      terminal(100, 800 - (150 + spec.tests.length * 49) / 2, 1000, 150 + spec.tests.length * 49,
        { title: spec.testCommand, lines: spec.tests, accent: p.accent, size: 27 }),
    ].join(""), { bg: p.bg }),
    docs: svg(WIDE, [
      browser(100, 80, 1400, 850, { url: `${url}/docs`, chrome: "#e6e8ee" }, (w, h) => docsScreen(w, h) +
        round(w * 0.52, 110, w * 0.45, h - 150, 14, "#171a21") +
        spec.example.map((l, i) => text(w * 0.52 + 28, 160 + i * 34, l,
          { size: 19, fill: i === 0 ? p.accent : "#c9d1e0", family: "mono" })).join("")),
    ].join(""), { bg: p.bg2 }),
    schema: svg(TALL, [
      table(120, 140, 440, first.name, first.fields, { head: p.head, fg: p.ink }),
      ...rest.map((t, i) => table(i % 2 ? 120 : 640, 140 + (i + 1) * 360, 440, t.name, t.fields,
        { head: i % 2 ? p.head : p.accent2, fg: p.ink })),
      ...rest.map((_, i) => (i % 2 ? line(640, 280 + i * 360, 560, 600 + i * 360, p.ink, 4, { strokeDasharray: "10 8" }) : line(560,
        280 + i * 360, 640, 600 + i * 360, p.ink, 4, { strokeDasharray: "10 8" }))),
    ].join(""), { bg: p.paper }),
  };
}
