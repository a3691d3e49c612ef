// @vitest-environment node
import { describe, expect, it } from "vitest";
import { webProjectArt } from "./web-art.mjs";
import { brutalBeats, msb } from "./web-projects-a.mjs";
import { aspectRows } from "../../app/lib/aspect-rows";

const size = (svg) => svg.match(/width="(\d+)" height="(\d+)"/).slice(1).map(Number);
const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);

describe("a web project's close-up", () => {
  it("draws Brutal Beats' knobs side by side in a landscape picture that fills a wide frame, labels on one line", () => {
    const { detail } = webProjectArt(brutalBeats, "fullstack");
    expect(size(detail)).toEqual([1440, 1000]);
    expect(labels(detail)).toEqual(["TEMPO", "SWING"]);
    // Both knobs on one height: their dials are the two biggest circles, centred on the same line.
    const dials = [...detail.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="(190|150)" fill="#1c1c1c"/g)].map((m) => Number(m[2]));
    expect(dials).toHaveLength(2);
    expect(dials[0]).toBe(dials[1]);
  });

  it("keeps Brutal Beats' gallery (phone, share dialog, knobs) in one row of the project page", () => {
    const { mobile, desktop, detail } = webProjectArt(brutalBeats, "fullstack");
    const aspects = [mobile, desktop, detail].map((svg) => size(svg)).map(([w, h]) => w / h);
    expect(aspectRows(aspects)).toEqual([3]);
  });

  it("keeps a close-up tall where the spec does not draw it wide", () => {
    expect(size(webProjectArt(msb).detail)).toEqual([1200, 1600]);
  });
});
