import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";

// Text for a picture built at build time, set in the site's own faces as outlines (SVG paths from
// the glyphs of app/assets/fonts), so the picture looks the same on any machine that builds it,
// whichever fonts it has. The faces are cut to the site's characters: a text with one they lack
// falls back to SVG <text>.

type Font = fontkit.Font;
const FONT_DIR = join(process.cwd(), "app/assets/fonts");
const fonts = new Map<string, Font>();

export function siteFont(file: "space-grotesk-latin-400-700.woff2" | "inter-latin-400-700.woff2"): Font {
  let font = fonts.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(join(FONT_DIR, file))) as Font;
    fonts.set(file, font);
  }
  return font;
}

/** Width of a text at a size, in pixels. */
function textWidth(font: Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** Whether the face draws every character of the text (a space draws nothing and counts). */
export function canOutline(font: Font, text: string): boolean {
  return [...text].every((char) => /\s/.test(char) || font.hasGlyphForCodePoint(char.codePointAt(0)!));
}

/** The words of a text in lines no wider than `width`; the last line kept ends with "…" when the text goes on. */
export function wrapLines(font: Font, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || textWidth(font, next, size) <= width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.includes(" ") && textWidth(font, `${last}…`, size) > width) last = last.slice(0, last.lastIndexOf(" "));
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

type Style = { size: number; fill: string; family: string; weight: number };

/**
 * One line of text as SVG at (x, baseline). Outlines when the face has every character; a heavier
 * weight than the face's default is drawn with a stroke of the fill's colour (fontkit reads the
 * variable faces' default instance only).
 */
export function textSvg(font: Font, text: string, x: number, baseline: number, style: Style): string {
  if (!canOutline(font, text)) {
    return (
      `<text x="${x}" y="${baseline}" font-family="${style.family}, sans-serif" font-size="${style.size}" ` +
      `font-weight="${style.weight}" fill="${style.fill}">${escapeXml(text)}</text>`
    );
  }
  const scale = style.size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = 0;
  const paths = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path.translate(pen + position.xOffset, position.yOffset).toSVG();
    pen += position.xAdvance;
    return d;
  });
  // 700 strokes the outline with 4.5 % of the em, close to the face's own bold.
  const strokeWidth = ((style.weight - 400) / 300) * 0.045 * font.unitsPerEm;
  const stroke = style.weight > 400 ? ` stroke="${style.fill}" stroke-width="${strokeWidth}" stroke-linejoin="round"` : "";
  return (
    `<path transform="translate(${x} ${baseline}) scale(${scale} ${-scale})" fill="${style.fill}"${stroke} ` +
    `d="${paths.filter(Boolean).join(" ")}"/>`
  );
}
