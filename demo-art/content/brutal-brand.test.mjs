// @vitest-environment node
import { describe, expect, it } from "vitest";
import { brutalBeatsBrand } from "./brutal-brand.mjs";

const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
const hasPhone = (svg) => svg.includes('clip-path="url(#phone-');
const size = (svg) => svg.match(/width="(\d+)" height="(\d+)"/).slice(1).map(Number);

describe("the Brutal Beats identity", () => {
  it("presents the lock-up with the app icon on a phone, on the cover and on the portrait tile", () => {
    const { cover, poster } = brutalBeatsBrand();
    for (const picture of [cover, poster]) {
      // The wordmark beside the mark, then the app's name under its icon on the home screen.
      expect(labels(picture)).toEqual(["BRUTAL", "BEATS", "9:41", "Brutal Beats"]);
      expect(hasPhone(picture)).toBe(true);
    }
  });

  it("applies the stacked lock-up to a tote", () => {
    expect(labels(brutalBeatsBrand().detail)).toEqual(["BRUTAL", "BEATS"]);
  });

  it("keeps the pictures' sizes, so the pages crop them as before", () => {
    const images = brutalBeatsBrand();
    expect(Object.fromEntries(Object.entries(images).map(([name, svg]) => [name, size(svg)]))).toEqual({
      cover: [1600, 1000], poster: [1200, 1600], spread: [1600, 1000], detail: [1200, 1600],
    });
  });
});
