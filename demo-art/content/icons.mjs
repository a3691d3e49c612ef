// Draws the custom icons (tools simple-icons does not carry) as filled 24-unit paths and writes
// content/icons.json. Shapes wind clockwise to fill and counter-clockwise to cut a hole, so they
// render with the default non-zero fill rule.
import { writeFile } from "node:fs/promises";

const n = (v) => +v.toFixed(2);

function area(points) {
  let sum = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}

/** A polygon wound clockwise on screen (fill) or counter-clockwise (hole). */
function poly(points, hole = false) {
  const clockwise = area(points) > 0;
  const ordered = clockwise === !hole ? points : [...points].reverse();
  return `M${ordered.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

const rect = (x, y, w, h, hole = false) => poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], hole);

function ellipse(cx, cy, rx, ry, hole = false) {
  const sweep = hole ? 0 : 1;
  return `M${n(cx - rx)} ${n(cy)}a${rx} ${ry} 0 1 ${sweep} ${n(2 * rx)} 0a${rx} ${ry} 0 1 ${sweep} ${n(-2 * rx)} 0Z`;
}

function roundRect(x, y, w, h, r) {
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
}

const badge = roundRect(2, 2, 20, 20, 4.5);

// A band of a database cylinder: its top follows the ellipse above it, its bottom the same curve lower.
function band(y, h) {
  return `M4 ${y}V${y + h}A8 2.5 0 0 0 20 ${y + h}V${y}A8 2.5 0 0 1 4 ${y}Z`;
}

const icons = {
  globe: {
    title: "Website",
    hex: "2563EB",
    path: [
      ellipse(12, 12, 10, 10), ellipse(12, 12, 8.4, 8.4, true),
      ellipse(12, 12, 4.4, 10), ellipse(12, 12, 2.8, 8.4, true),
      rect(3, 11.2, 18, 1.6), rect(4.2, 6.6, 15.6, 1.3), rect(4.2, 16.1, 15.6, 1.3),
    ].join(""),
  },
  lock: {
    title: "Private",
    hex: "57534E",
    path: [
      "M7 10V7.5a5 5 0 0 1 10 0V10h-2V7.5a3 3 0 0 0-6 0V10Z",
      roundRect(4.5, 10, 15, 11.5, 2),
      ellipse(12, 14.6, 1.7, 1.7, true),
      rect(11.25, 16.3, 1.5, 2.6, true),
    ].join(""),
  },
  sqlserver: {
    title: "SQL Server",
    hex: "CC2927",
    path: [ellipse(12, 5, 8, 2.5), band(6.1, 3), band(10.2, 3), band(14.3, 3)].join(""),
  },
  photoshop: {
    title: "Adobe Photoshop",
    hex: "31A8FF",
    path: [
      badge,
      rect(5.5, 7, 1.8, 10.5, true), rect(7.3, 7, 3.7, 1.6, true),
      rect(9.4, 8.6, 1.6, 2.8, true), rect(7.3, 11.4, 3.7, 1.6, true),
      rect(12.5, 10, 5, 1.5, true), rect(12.5, 11.5, 1.5, 1.6, true), rect(12.5, 13.1, 5, 1.5, true),
      rect(16, 14.6, 1.5, 1.4, true), rect(12.5, 16, 5, 1.5, true),
    ].join(""),
  },
  illustrator: {
    title: "Adobe Illustrator",
    hex: "FF9A00",
    path: [
      badge,
      poly([[4.5, 17.5], [8.3, 6.5], [10.3, 6.5], [14.1, 17.5], [12.2, 17.5], [11.4, 15], [7.2, 15], [6.4, 17.5]], true),
      poly([[9.3, 9.4], [10.7, 13.4], [7.9, 13.4]]),
      rect(16, 6.5, 1.8, 1.8, true), rect(16, 9.6, 1.8, 7.9, true),
    ].join(""),
  },
  indesign: {
    title: "Adobe InDesign",
    hex: "FF3366",
    path: [
      badge,
      rect(6, 6.5, 1.9, 11, true),
      rect(15.6, 6.5, 1.8, 11, true), rect(10.5, 10, 5.1, 1.6, true),
      rect(10.5, 11.6, 1.7, 4.3, true), rect(10.5, 15.9, 5.1, 1.6, true),
    ].join(""),
  },
  vscode: {
    title: "Visual Studio Code",
    hex: "007ACC",
    path: [
      poly([[8, 7], [9.3, 8.3], [5.6, 12], [9.3, 15.7], [8, 17], [3, 12]]),
      poly([[16, 7], [21, 12], [16, 17], [14.7, 15.7], [18.4, 12], [14.7, 8.3]]),
      poly([[13.2, 6.5], [14.5, 6.5], [10.8, 17.5], [9.5, 17.5]]),
    ].join(""),
  },
};

await writeFile(new URL("../../content/icons.json", import.meta.url), `${JSON.stringify(icons, null, 2)}\n`);
console.log(`icons: wrote ${Object.keys(icons).length} custom icons to content/icons.json`);
