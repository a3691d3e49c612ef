// The page icon drawn from site.json `logo`: the letters set in the display face, turned into
// outlines at build time (a favicon cannot load a web font), on the header mark's rounded square.
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import svgpath from "svgpath";

const SIZE = 48;
// The letters fill at most this much of the square, as the header mark's do.
const ROOM = { width: 34, height: 20 };

/** The letters of `text` as one SVG path, centred on the square, from a face's bytes at weight 700. */
export async function letterPath(text, fontBytes) {
  const variable = fontkit.create(fontBytes).variationAxes?.wght;
  // The face at its bold, cut to the letters: fontkit's own instancing loses a woff2's character map.
  const font = fontkit.create(Buffer.from(await subsetFont(fontBytes, text, {
    targetFormat: "truetype",
    ...(variable && { variationAxes: { wght: 700 } }),
  })));
  const run = font.layout(text);
  // Tight tracking, as the header mark's (tracking-tight).
  const tracking = -0.025 * font.unitsPerEm;
  let x = 0;
  const parts = run.glyphs.map((glyph, index) => {
    const part = svgpath(glyph.path.toSVG()).translate(x + run.positions[index].xOffset, run.positions[index].yOffset);
    x += run.positions[index].xAdvance + tracking;
    return part.toString();
  });
  const outline = svgpath(parts.join(" "));
  const box = run.glyphs.reduce((all, glyph, index) => {
    const left = run.positions.slice(0, index).reduce((sum, position) => sum + position.xAdvance + tracking, 0);
    const { minX, maxX, minY, maxY } = glyph.bbox;
    if (!Number.isFinite(minX)) return all;
    return {
      minX: Math.min(all.minX, left + minX),
      maxX: Math.max(all.maxX, left + maxX),
      minY: Math.min(all.minY, minY),
      maxY: Math.max(all.maxY, maxY),
    };
  }, { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity });
  const scale = Math.min(ROOM.width / (box.maxX - box.minX), ROOM.height / (box.maxY - box.minY));
  // Font units point up; SVG's down.
  return outline
    .translate(-(box.minX + box.maxX) / 2, -(box.minY + box.maxY) / 2)
    .scale(scale, -scale)
    .translate(SIZE / 2, SIZE / 2 + 1)
    .round(2)
    .toString();
}

/** The icon's SVG: a rounded square, the letters, and the accent's dot in its corner. */
export function markSvg(path, { square, letters, dot }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="12" fill="${square}"/>` +
    `<path d="${path}" fill="${letters}"/>` +
    `<circle cx="41" cy="7" r="3.5" fill="${dot}"/></svg>\n`
  );
}
