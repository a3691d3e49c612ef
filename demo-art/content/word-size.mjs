// How tall the words of a drawn picture stand: the height of each outlined text's outline, read
// from its path. A cover is shown a fifth of its size on a phone's card, so a word must stand
// tall enough in the drawing to still be read there.

/** The height of a path's outline: the span of the y of every point it passes through. */
export function pathHeight(d) {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g);
  const args = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6, s: 4, a: 7, z: 0 };
  let [x, y, startY, i, command] = [0, 0, 0, 0, "m"];
  let [low, high] = [Infinity, -Infinity];
  const seen = (value) => ([low, high] = [Math.min(low, value), Math.max(high, value)]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const lower = command.toLowerCase(), rel = command === lower;
    if (lower === "z") { y = startY; continue; }
    const n = tokens.slice(i, i + args[lower]).map(Number);
    i += args[lower];
    if (lower === "h") x = rel ? x + n[0] : n[0];
    else if (lower === "v") { y = rel ? y + n[0] : n[0]; seen(y); }
    else {
      // Control points count too: a curve never leaves the hull of its points.
      const ys = lower === "a" ? [n[6]] : n.filter((_, k) => k % 2 === 1);
      for (const value of ys) seen(rel ? y + value : value);
      x = rel ? x + n[n.length - 2] : n[n.length - 2];
      y = rel ? y + n[n.length - 1] : n[n.length - 1];
      if (lower === "m") { startY = y; command = rel ? "l" : "L"; }
    }
  }
  return high - low;
}

/** Each outlined text of an SVG (a path with words in its label) and its height. */
export function wordHeights(svgText) {
  return [...svgText.matchAll(/<path d="([^"]+)"[^>]*aria-label="([^"]+)"/gu)].map(([, d, words]) => [words, pathHeight(d)]);
}
