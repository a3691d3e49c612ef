// Interface pieces shared by the web mock-ups: navigation, buttons, chips and text blocks.
import { circle, rect, round, text } from "./svg.mjs";
import { measure } from "../../scripts/seo/type.mjs";
import { say } from "./words.mjs";

export function nav(w, { bg, fg, logo, items = 4, accent, h = 64, logoFamily = "sans" }) {
  let out = rect(0, 0, w, h, bg) + text(32, h / 2 + 9, logo, { size: 24, weight: 700, fill: fg, family: logoFamily });
  for (let i = 0; i < items; i++) out += round(w - 140 - i * 110, h / 2 - 5, 76, 10, 5, fg, { opacity: 0.45 });
  if (accent) out += round(w - 120, h / 2 - 18, 96, 36, 18, accent);
  return out;
}

export const button = (x, y, w, h, fill, label, fg = "#fff", size = 18) =>
  round(x, y, w, h, h / 2, fill) + text(x + w / 2, y + h / 2 + size * 0.35, label, { size, fill: fg, weight: 700, anchor: "middle" });

export const chip = (x, y, label, fill, fg, size = 16) => {
  // Sized to the words it shows, which in Swedish may be longer than the English label.
  const w = measure(say(label), { size, weight: 600 }) + 28;
  return round(x, y, w, size + 16, (size + 16) / 2, fill) +
    text(x + w / 2, y + size + 3, label, { size, fill: fg, anchor: "middle", weight: 600 });
};

export const avatar = (x, y, r, fill, face = "#fff") =>
  circle(x, y, r, fill) + circle(x, y - r * 0.2, r * 0.36, face, { opacity: 0.85 }) +
  round(x - r * 0.55, y + r * 0.25, r * 1.1, r * 0.55, r * 0.27, face, { opacity: 0.85 });

export const checkbox = (x, y, size, done, { on, off, tick = "#fff" }) =>
  done
    ? round(x, y, size, size, size * 0.22, on) +
      `<path d="M${x + size * 0.22} ${y + size * 0.52}l${size * 0.2} ${size * 0.2} ${size * 0.38}-${size * 0.42}" fill="none" ` +
        `stroke="${tick}" stroke-width="${size * 0.13}" stroke-linecap="round" stroke-linejoin="round"/>`
    : round(x, y, size, size, size * 0.22, "none", { stroke: off, strokeWidth: size * 0.09 });

export function statusBar(w, fg) {
  return text(28, 42, "9:41", { size: 20, weight: 700, fill: fg }) + round(w - 74, 28, 44, 18, 6, fg, { opacity: 0.8 });
}
