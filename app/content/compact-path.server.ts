import { optimize } from "svgo";

// Brand logos come with three decimals in a 24-unit box (simple-icons), and their paths were
// most of a page's HTML: 13 KB of the home page's 28 KB (brotli). svgo rewrites each path to a
// tenth of a unit and in its shortest form (a curve that is nearly an arc becomes one): under
// half the bytes, and no point moved more than 0.19 units on the logos measured, a fifth of a
// pixel at the 26 px the largest logo is drawn at. compact-path.server.test.ts holds real logos
// to 0.25 units and two thirds of the bytes.
const PRECISION = 1;
const D = /\sd="([^"]*)"/;

/** The same shape, written to a tenth of a unit with as few characters as SVG allows. */
export function compactPath(d: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>`;
  const { data } = optimize(svg, { floatPrecision: PRECISION, plugins: [{ name: "convertPathData" }] });
  return D.exec(data)?.[1] ?? d;
}
