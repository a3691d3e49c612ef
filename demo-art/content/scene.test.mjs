// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lit, wall, WALLS } from "./scene.mjs";
import { halftone, rect, svg } from "./svg.mjs";

// A sheet with a pattern of its own, so two copies of it would clash if their ids were not kept apart.
const sheet = svg({ w: 120, h: 160 }, rect(0, 0, 120, 160, "url(#dots)"), { defs: halftone("dots", { size: 10, r: 3 }) });
const ids = (text) => [...text.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);

describe("print shown in a place", () => {
  const scene = wall({ w: 800, h: 500 },
    { sheets: [{ art: sheet, box: [100, 80, 240, 320] }, { art: sheet, box: [420, 80, 240, 320], turn: 2 }] });

  it("keeps every sheet's ids its own, and every reference finds its target", () => {
    expect(new Set(ids(scene)).size).toBe(ids(scene).length);
    for (const [, ref] of scene.matchAll(/url\(#([^)]+)\)/g)) expect(ids(scene)).toContain(ref);
  });

  it("casts each sheet's shadow below it and never above, as a lamp overhead would", () => {
    const shadows = [...scene.matchAll(/<rect x="([\d.-]+)" y="([\d.-]+)" width="[\d.]+" height="[\d.]+" fill="#000" opacity/g)];
    expect(shadows.length).toBeGreaterThan(0);
    for (const [, , y] of shadows) expect(Number(y)).toBeGreaterThanOrEqual(80);
  });

  // Blur and noise filters took seconds a picture to rasterise, in the build and in these tests.
  it("draws light, shade and texture without filters", () => {
    expect(scene).not.toContain("<filter");
    expect(lit({ w: 800, h: 500 }, sheet, { tone: WALLS.night })).not.toContain("<filter");
  });

  it("dims the whole room by night, so a pale sheet does not glare on a dark page", () => {
    const night = wall({ w: 800, h: 500 }, { tone: WALLS.night, sheets: [{ art: sheet, box: [100, 80, 240, 320] }] });
    expect(night).toContain(`fill="#000" opacity="${WALLS.night.dim}"`);
    expect(scene).not.toMatch(/<rect x="0" y="0" width="800" height="500" fill="#000" opacity=/);
  });
});
