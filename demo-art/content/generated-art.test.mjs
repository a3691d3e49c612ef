// @vitest-environment node
// The generated art's text is outlined: a `<text>` element or a font name in an SVG would be set in
// whatever fonts the rasteriser has (DejaVu on a build machine), not in the site's faces. This reads
// the tests' own SVGs (demo-art/shell/art.test.mjs checks the shell art it draws); it never reads content/, which is
// the owner's (their own SVGs may well hold text). The generators refuse to write an SVG with text
// left in it (font-uses.mjs), so content/images is checked each time the art is drawn.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontUses } from "./font-uses.mjs";

const FOLDERS = ["e2e/content/images"];

function svgs(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? svgs(join(dir, e.name)) : e.name.endsWith(".svg") ? [join(dir, e.name)] : []));
}

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
