// One cover composition per kind of project, so a row of covers tells the kinds apart at a glance:
// a frontend shows its page and its phone, a fullstack project its page and the requests behind
// it, a backend its name, its endpoints and its passing tests. (Graphic covers are each their own.)
import { METHOD, requestLog, terminal } from "./panels.mjs";
import { browser, circle, phone, round, svg, text, WIDE } from "./svg.mjs";
import { measure } from "../../scripts/seo/type.mjs";

const chromeOf = (spec) => ({ url: spec.url, chrome: spec.palette.chrome ?? "#e9e6e1" });

export function frontendCover(spec) {
  const p = spec.palette;
  return svg(WIDE, [
    circle(1380, 180, 320, p.deco, { opacity: 0.9 }),
    round(-80, 760, 700, 400, 200, p.deco2 ?? p.deco, { opacity: 0.5 }),
    browser(110, 110, 1120, 720, chromeOf(spec), spec.desktop),
    phone(1190, 290, 300, 620, spec.mobile),
  ].join(""), { bg: p.bg, defs: spec.defs ?? "" });
}

export function fullstackCover(spec) {
  const p = spec.palette;
  return svg(WIDE, [
    circle(1490, 110, 250, p.deco, { opacity: 0.9 }),
    circle(120, 980, 330, p.deco2 ?? p.deco, { opacity: 0.55 }),
    browser(80, 80, 1060, 650, chromeOf(spec), spec.desktop),
    // Four rows, large enough to read as requests on a card a quarter of this size.
    requestLog(720, 560, 820, { title: spec.api.title, rows: spec.api.rows.slice(0, 4), accent: p.deco, size: 25 }),
  ].join(""), { bg: p.bg, defs: spec.defs ?? "" });
}

/** The largest size up to `max` at which `line` fits `width` in the display face. */
const fit = (line, width, max) => Math.min(max, Math.floor((max * width) / measure(line, { size: max, weight: 700, face: "display" })));

export function backendCover(spec) {
  const p = spec.palette;
  // "Slowfashion Rental API" stands as "Slowfashion" over "Rental API".
  const space = spec.apiTitle.indexOf(" ");
  const title = space > 0 ? [spec.apiTitle.slice(0, space), spec.apiTitle.slice(space + 1)] : [spec.apiTitle];
  const size = Math.min(...title.map((line) => fit(line, 640, 104)));
  const rows = spec.endpoints.slice(0, 5);
  const top = 200, bottom = 280 + size * title.length + 40 + rows.length * 64;
  const lines = spec.tests.slice(0, 10), height = 110 + lines.length * 22 * 1.8;
  return svg(WIDE, [
    circle(1470, 130, 300, p.accent, { opacity: 0.85 }),
    text(110, top, spec.url, { size: 24, fill: p.accent, family: "mono", weight: 700 }),
    ...title.map((line, i) => text(104, top + 30 + size * (i + 1), line,
      { size, fill: "#fff", weight: 700, family: "display", spacing: -1 })),
    ...rows.map(([method, route], i) => {
      const y = 280 + size * title.length + 40 + i * 64;
      return round(110, y, 640, 50, 10, p.paper, { opacity: 0.95 }) + round(122, y + 9, 84, 32, 6, METHOD[method]) +
        text(164, y + 31, method, { size: 16, fill: "#fff", anchor: "middle", weight: 700, family: "mono" }) +
        text(224, y + 33, route, { size: 21, fill: p.ink, family: "mono", weight: 700 });
    }),
    terminal(840, (top + bottom - height) / 2, 680, height, { title: spec.testCommand, lines, accent: p.accent, size: 22 }),
  ].join(""), { bg: p.bg });
}
