// @vitest-environment node
// The generated art's text is outlined: a `<text>` element or a font name in an SVG would be set in
// whatever fonts the rasteriser has (DejaVu on a build machine), not in the site's faces. This reads
// every SVG present under the content folders, so an owner's own JPEGs or PNGs are simply not checked.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FOLDERS = ["content/images", "e2e/content/images"];

function svgs(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? svgs(join(dir, e.name)) : e.name.endsWith(".svg") ? [join(dir, e.name)] : []));
}

// What in an SVG would make a rasteriser pick a font.
const FONT_USES = {
  "<text>": /<text[\s>]/,
  "<tspan>": /<tspan[\s>]/,
  "font-family": /font-family\s*[:=]/,
  "font shorthand": /[\s"';{]font\s*[:=]/,
  "@font-face": /@font-face/,
};

const fontUses = (svg) => Object.keys(FONT_USES).filter((name) => FONT_USES[name].test(svg));

describe("generated art", () => {
  it("finds the tests' own art to check", () => {
    expect(svgs("e2e/content/images").length).toBeGreaterThan(10);
  });

  it("recognises text that would fall back to the machine's fonts", () => {
    expect(fontUses('<svg><text x="0" y="0" font-family="Inter">Hi</text></svg>')).toEqual(["<text>", "font-family"]);
    expect(fontUses('<svg><g style="font: 700 20px sans-serif"/></svg>')).toEqual(["font shorthand"]);
    expect(fontUses('<svg><path d="m0 0h10" aria-label="Hi"/></svg>')).toEqual([]);
  });

  it("has no text left for a rasteriser to set in a fallback font", () => {
    const offenders = FOLDERS.flatMap(svgs)
      .map((file) => [file, fontUses(readFileSync(file, "utf8"))])
      .filter(([, uses]) => uses.length > 0);
    expect(offenders).toEqual([]);
  });
});
