// The four images of a backend project: API reference, test run, documentation and data model,
// each drawn from the endpoints, tests and tables the project really has.
import { backendCover } from "./covers.mjs";
import { METHOD, terminal } from "./panels.mjs";
import { browser, circle, line, round, rect, svg, TALL, text, WIDE } from "./svg.mjs";

function endpoints(w, list, { fg, soft, y0 = 100, rowH = 62 }) {
  return list.map(([method, route, note], i) => {
    const y = y0 + i * rowH;
    return round(32, y, w - 64, rowH - 12, 10, soft) + round(44, y + 10, 96, rowH - 32, 6, METHOD[method]) +
      text(92, y + rowH / 2 + 2, method, { size: 16, fill: "#fff", anchor: "middle", weight: 700, family: "mono" }) +
      text(160, y + rowH / 2 + 2, route, { size: 20, fill: fg, family: "mono", weight: 700 }) +
      text(w - 56, y + rowH / 2 + 2, note, { size: 17, fill: fg, anchor: "end", extra: { opacity: 0.7 } });
  }).join("");
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
    cover: backendCover(spec),
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
