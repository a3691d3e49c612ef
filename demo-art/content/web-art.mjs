// The four images of a web project: a cover for its kind (frontend or fullstack), a second desktop
// view, the phone on its own and a close-up of one component.
import { frontendCover, fullstackCover } from "./covers.mjs";
import { browser, circle, phone, round, svg, TALL, WIDE } from "./svg.mjs";

export function webProjectArt(spec, kind = "frontend") {
  const { palette: p, url } = spec;
  const chrome = { url, chrome: p.chrome ?? "#e9e6e1" };
  const defs = spec.defs ?? "";
  // A close-up is tall unless the spec draws it wide (`detailShape`), as a row of controls is.
  const closeUp = spec.detailShape ?? TALL;
  return {
    cover: kind === "fullstack" ? fullstackCover(spec) : frontendCover(spec),
    desktop: svg(WIDE, [
      round(1280, -120, 460, 460, 230, p.deco, { opacity: 0.6 }),
      browser(100, 80, 1400, 850, chrome, spec.desktop2),
    ].join(""), { bg: p.bg2 ?? p.bg, defs }),
    mobile: svg(TALL, [
      circle(980, 260, 300, p.deco, { opacity: 0.8 }),
      circle(160, 1420, 260, p.deco2 ?? p.deco, { opacity: 0.6 }),
      phone(300, 140, 600, 1300, spec.mobile),
    ].join(""), { bg: p.bg, defs }),
    detail: svg(closeUp, spec.detail(closeUp.w, closeUp.h), { bg: p.detailBg ?? p.bg2 ?? p.bg, defs }),
  };
}
