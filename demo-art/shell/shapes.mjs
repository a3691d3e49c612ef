// Drawing kit for the site's artwork: every piece is drawn in its own coordinates and placed
// with place(). Flat fills and round strokes only, so sharp rasterises the files quickly.

export function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body}\n</svg>\n`;
}

export function place(x, y, scale, body, rotate = 0) {
  const turn = rotate ? ` rotate(${rotate})` : "";
  return `<g transform="translate(${x} ${y}) scale(${scale})${turn}">${body}</g>`;
}

export function rect(x, y, w, h, attrs = "") {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attrs}/>`;
}

export function backdrop(width, height, p, id = "dots", gap = 40) {
  return [
    `<defs><pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">`,
    `<circle cx="${gap / 2}" cy="${gap / 2}" r="2.6" fill="${p.line}"/></pattern></defs>`,
    rect(0, 0, width, height, `fill="${p.bg}"`),
    rect(0, 0, width, height, `fill="url(#${id})"`),
  ].join("");
}

/** A browser window holding a small landing page: the web developer's half of the story. */
export function browser(w, h, p) {
  const bar = 64;
  const pad = 44;
  const inner = w - pad * 2;
  const col = inner * 0.52;
  const media = { x: pad + col + 32, y: bar + 40, w: inner - col - 32, h: h * 0.44 };
  const cardsY = Math.max(media.y + media.h + 44, bar + 330);
  const cardW = (inner - 2 * 28) / 3;
  const cardH = h - cardsY - pad;
  const cards = [p.accent, p.teal, p.ink2]
    .map((band, i) => {
      const x = pad + i * (cardW + 28);
      return [
        rect(x, cardsY, cardW, cardH, `rx="16" fill="${p.surface}" stroke="${p.line}" stroke-width="3"`),
        rect(x + 22, cardsY + 22, cardW * 0.34, 14, `rx="7" fill="${band}"`),
        rect(x + 22, cardsY + 52, cardW - 44, 10, `rx="5" fill="${p.line}"`),
        rect(x + 22, cardsY + 74, cardW * 0.6, 10, `rx="5" fill="${p.line}"`),
      ].join("");
    })
    .join("");
  return [
    rect(18, 18, w, h, `rx="28" fill="${p.shadow}"`),
    rect(0, 0, w, h, `rx="28" fill="${p.panel}" stroke="${p.ink}" stroke-width="5"`),
    `<path d="M2.5 ${bar}H${w - 2.5}" stroke="${p.ink}" stroke-width="5"/>`,
    `<circle cx="40" cy="32" r="10" fill="${p.sun}"/><circle cx="72" cy="32" r="10" fill="${p.teal}"/>`,
    `<circle cx="104" cy="32" r="10" fill="${p.line}"/>`,
    rect(150, 18, w - 300, 28, `rx="14" fill="${p.surface}" stroke="${p.line}" stroke-width="2"`),
    rect(pad, bar + 44, col * 0.9, 30, `rx="8" fill="${p.ink}"`),
    rect(pad, bar + 88, col * 0.62, 30, `rx="8" fill="${p.accent}"`),
    rect(pad, bar + 146, col, 12, `rx="6" fill="${p.line}"`),
    rect(pad, bar + 170, col * 0.86, 12, `rx="6" fill="${p.line}"`),
    rect(pad, bar + 194, col * 0.7, 12, `rx="6" fill="${p.line}"`),
    rect(pad, bar + 236, 150, 44, `rx="22" fill="${p.accent}"`),
    rect(pad + 166, bar + 236, 130, 44, `rx="22" fill="none" stroke="${p.ink}" stroke-width="4"`),
    picture(media.x, media.y, media.w, media.h, p),
    cards,
  ].join("");
}

/** The universal "image here" block: a sun over two hills. */
function picture(x, y, w, h, p) {
  return [
    rect(x, y, w, h, `rx="16" fill="${p.accentSoft}"`),
    `<circle cx="${x + w * 0.7}" cy="${y + h * 0.32}" r="${h * 0.14}" fill="${p.sun}"/>`,
    `<path d="M${x} ${y + h - 16}l${w * 0.32}-${h * 0.42} ${w * 0.26} ${h * 0.3} ${w * 0.14}-${h * 0.14} ${w * 0.28} ${h * 0.26}` +
      `V${y + h - 16}q0 16-16 16H${x + 16}q-16 0-16-16z" fill="${p.teal}"/>`,
  ].join("");
}

/**
 * A Bézier path as a vector editor shows it: the designer's half. Anchors are
 * { x, y, in: [dx, dy], out: [dx, dy] }; the anchor at `selected` shows its handles.
 */
export function penPath(anchors, p, { selected = 1, width = 7 } = {}) {
  const [first, ...rest] = anchors;
  let d = `M${first.x} ${first.y}`;
  let prev = first;
  for (const a of rest) {
    d += `C${prev.x + prev.out[0]} ${prev.y + prev.out[1]} ${a.x + a.in[0]} ${a.y + a.in[1]} ${a.x} ${a.y}`;
    prev = a;
  }
  const sel = anchors[selected];
  const handles = sel
    ? [sel.in, sel.out]
        .map(([dx, dy]) => {
          const hx = sel.x + dx;
          const hy = sel.y + dy;
          return `<path d="M${sel.x} ${sel.y}L${hx} ${hy}" stroke="${p.accent}" stroke-width="${width * 0.5}"/>` +
            `<circle cx="${hx}" cy="${hy}" r="${width * 1.5}" fill="${p.panel}" stroke="${p.accent}" stroke-width="${width * 0.55}"/>`;
        })
        .join("")
    : "";
  const size = width * 3.4;
  const squares = anchors
    .map((a, i) =>
      rect(a.x - size / 2, a.y - size / 2, size, size,
        `fill="${i === selected ? p.accent : p.panel}" stroke="${p.ink}" stroke-width="${width * 0.6}"`),
    )
    .join("");
  return `<path d="${d}" fill="none" stroke="${p.ink}" stroke-width="${width}" stroke-linecap="round"/>${handles}${squares}`;
}

/** A pen nib with its tip at (0, 0), pointing down. */
export function nib(p) {
  return [
    `<path d="M0 0-34-58-24-120H24L34-58Z" fill="${p.teal}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="M0 -4V-56" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="0" cy="-66" r="9" fill="${p.panel}" stroke="${p.ink}" stroke-width="5"/>`,
    rect(-30, -156, 60, 36, `rx="8" fill="${p.ink}"`),
  ].join("");
}

/** A fan of colour swatch cards pivoting on their bottom centre at (0, 0). */
export function swatches(colors, p, { spread = 15 } = {}) {
  const start = -((colors.length - 1) * spread) / 2;
  return colors
    .map((color, i) => {
      const card = [
        rect(-70, -250, 140, 250, `rx="14" fill="${p.panel}" stroke="${p.ink}" stroke-width="4"`),
        rect(-58, -238, 116, 150, `rx="8" fill="${color}"`),
        rect(-58, -66, 70, 12, `rx="6" fill="${p.ink}"`),
        rect(-58, -42, 44, 10, `rx="5" fill="${p.line}"`),
      ].join("");
      return `<g transform="rotate(${start + i * spread})">${card}</g>`;
    })
    .join("");
}

export function ring(r, color, width = 14) {
  return `<circle r="${r}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
}

export function disc(r, color) {
  return `<circle r="${r}" fill="${color}"/>`;
}

export function zigzag(length, color, { step = 28, height = 22, width = 9 } = {}) {
  let d = "M0 0";
  for (let x = step, up = true; x <= length; x += step, up = !up) d += `L${x} ${up ? -height : 0}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function plus(size, color, width = 8) {
  const h = size / 2;
  return `<path d="M${-h} 0H${h}M0 ${-h}V${h}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
}
