// Sets text in the site's own typefaces as outlines (SVG path data), so the art and the link-preview
// cards look the same in every rasteriser, none of which has the site's fonts. fontkit applies no
// weight to WOFF2 outlines (its getVariation breaks on them), so each face is opened twice: `plain`
// decodes the glyphs, `varied` carries the weight's deltas, applied here to copies of the points.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);
const file = (pkg, name) => require.resolve(`@fontsource-variable/${pkg}/files/${name}.woff2`);

/** The faces the art may use: the site's body face, its display face, and Inter's italic. */
const FACES = {
  sans: () => file("inter", "inter-latin-wght-normal"),
  italic: () => file("inter", "inter-latin-wght-italic"),
  display: () => file("space-grotesk", "space-grotesk-latin-wght-normal"),
};

const plains = new Map();
const faces = new Map();

function plainFace(name) {
  if (plains.has(name)) return plains.get(name);
  const path = FACES[name]?.();
  if (!path) throw new Error(`type: no face "${name}" (faces: ${Object.keys(FACES).join(", ")})`);
  const plain = fontkit.openSync(path);
  plain.getGlyph(0); // decodes the WOFF2 glyph table before any variation is set
  const entry = { path, plain };
  plains.set(name, entry);
  return entry;
}

function face(name, weight) {
  const key = `${name}/${weight}`;
  if (faces.has(key)) return faces.get(key);
  const { path, plain } = plainFace(name);
  const varied = fontkit.openSync(path);
  // Each weight reads the tables the plain face decompressed: fontkit unpacks WOFF2 in JavaScript,
  // which took seconds a weight, twice over, in every process that draws text.
  Object.assign(varied, { directory: plain.directory, stream: plain.stream, _decompressed: true });
  varied.variationCoords = varied.fvar.axis.map((axis) => axis.axisTag.trim() === "wght"
    ? Math.min(axis.maxValue, Math.max(axis.minValue, weight))
    : axis.defaultValue);
  varied._transformedGlyphs = plain._transformedGlyphs;
  const entry = { plain, varied, outlines: new Map() };
  faces.set(key, entry);
  return entry;
}

// fontkit's variation code copies points with point.copy().
const point = (x, y, onCurve, endContour) => ({ x, y, onCurve, endContour, copy() { return point(this.x, this.y, onCurve, endContour); } });
const copy = (p) => point(p.x, p.y, p.onCurve, p.endContour);
const phantoms = () => [0, 1, 2, 3].map(() => point(0, 0, false, true));

/** A glyph's contours at the face's weight, in font units (y up). */
function contours(f, id) {
  if (f.outlines.has(id)) return f.outlines.get(id);
  const glyph = f.plain._transformedGlyphs[id];
  const deltas = f.varied._variationProcessor;
  const out = [];
  if (glyph?.points) {
    const points = glyph.points.map(copy);
    // Four phantom points close the list, as the variation tables expect.
    deltas.transformPoints(id, [...points, ...phantoms()]);
    let run = [];
    for (const p of points) {
      run.push(p);
      if (!p.endContour) continue;
      out.push(run);
      run = [];
    }
  } else if (glyph?.components) {
    const offsets = glyph.components.map((c) => point(c.dx, c.dy, true, true));
    deltas.transformPoints(id, [...offsets, ...phantoms()]);
    glyph.components.forEach((c, i) => {
      for (const run of contours(f, c.glyphID)) {
        out.push(run.map((p) => ({
          ...p,
          x: p.x * c.scaleX + p.y * c.scale01 + offsets[i].x,
          y: p.y * c.scaleY + p.x * c.scale10 + offsets[i].y,
        })));
      }
    });
  }
  f.outlines.set(id, out);
  return out;
}

// Coordinates are kept in tenths and written relative to the previous point: short numbers, no drift.
const tenths = (v) => Math.round(v * 10);
const num = (t) => String(t / 10);
function pair(a, b) {
  const x = num(a), y = num(b);
  return y.startsWith("-") ? `${x}${y}` : `${x} ${y}`;
}
const join = (parts) => parts.reduce((out, part) => out + (out && !part.startsWith("-") ? " " : "") + part, "");

/** TrueType quadratic contours as path data, placed at (x, y) and scaled, y flipped to SVG's. */
function pathData(runs, x, y, scale, stretch, at) {
  const abs = (p) => [tenths(x + p.x * scale * stretch), tenths(y - p.y * scale)];
  let d = "";
  const rel = (p) => {
    const [ax, ay] = abs(p);
    const out = pair(ax - at.x, ay - at.y);
    [at.x, at.y] = [ax, ay];
    return out;
  };
  // Quadratic control points are relative to the segment's start, not to each other.
  const quad = (c, p) => {
    const [cx, cy] = abs(c), [px, py] = abs(p);
    const out = join([pair(cx - at.x, cy - at.y), pair(px - at.x, py - at.y)]);
    [at.x, at.y] = [px, py];
    return `q${out}`;
  };
  for (const run of runs) {
    const first = run.find((p) => p.onCurve) ?? { x: (run[0].x + run[1].x) / 2, y: (run[0].y + run[1].y) / 2, onCurve: true };
    const start = run.indexOf(first);
    const ordered = start < 0 ? run : [...run.slice(start + 1), ...run.slice(0, start + 1)];
    d += `m${rel(first)}`;
    let control = null;
    for (const p of ordered) {
      if (p.onCurve) {
        d += control ? quad(control, p) : `l${rel(p)}`;
        control = null;
      } else if (control) {
        d += quad(control, { x: (control.x + p.x) / 2, y: (control.y + p.y) / 2 });
        control = p;
      } else control = p;
    }
    if (control) d += quad(control, first);
    d += "z";
  }
  return d;
}

/**
 * Lays a line of text out: each glyph with its advance and the face's kerning, `spacing` extra
 * units between letters, and `cell` (in ems) for a fixed-pitch line such as code.
 */
function layout(content, { size = 32, weight = 400, face: name = "sans", spacing = 0, cell, stretch = 1 } = {}) {
  const f = face(name, weight);
  const run = f.varied.layout(String(content));
  const scale = size / f.plain.unitsPerEm;
  const glyphs = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const chars = String.fromCodePoint(...glyph.codePoints);
    if (glyph.id === 0 && chars.trim()) throw new Error(`type: the ${name} face has no "${chars}" (in "${content}")`);
    const advance = run.positions[i].xAdvance * scale * stretch;
    const box = cell ? cell * size : advance;
    glyphs.push({ id: glyph.id, x: pen + (box - advance) / 2 + run.positions[i].xOffset * scale * stretch });
    pen += box + (i < run.glyphs.length - 1 ? spacing : 0);
  });
  return { glyphs, width: pen, scale, f };
}

/** The width a line of text takes, in the same units as `size`. */
export const measure = (content, options) => layout(content, options).width;

/**
 * The path data of a line of text whose baseline starts at (x, y); `anchor` places it like SVG's
 * text-anchor (start, middle or end).
 */
export function outline(x, y, content, { anchor = "start", stretch = 1, ...options } = {}) {
  const { glyphs, width, scale, f } = layout(content, { stretch, ...options });
  const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  const at = { x: 0, y: 0 };
  return glyphs.map((g) => pathData(contours(f, g.id), left + g.x, y, scale, stretch, at)).join("");
}

/** Whether the face draws every character of a text (white space draws nothing and counts). */
export function covers(content, { face: name = "sans" } = {}) {
  const { plain } = face(name, 400);
  return [...String(content)].every((char) => /\s/.test(char) || plain.hasGlyphForCodePoint(char.codePointAt(0)));
}

/**
 * The words of a text in lines no wider than `width`, never breaking inside a word; past
 * `maxLines`, the last line kept ends with "…". A character the face lacks is measured as nothing.
 */
export function wrap(content, width, maxLines, options) {
  const fits = (line) => !covers(line, options) || measure(line, options) <= width;
  const lines = [];
  let line = "";
  for (const word of String(content).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || fits(next)) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last.includes(" ") && !fits(`${last}…`)) last = last.slice(0, last.lastIndexOf(" "));
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
