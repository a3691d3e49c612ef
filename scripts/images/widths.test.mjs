import { describe, expect, it } from "vitest";
import { pickWidths } from "./widths.mjs";

describe("pickWidths", () => {
  it("serves every standard width up to a large image's own width", () => {
    expect(pickWidths(1920)).toEqual([320, 480, 640, 800, 960, 1280, 1600, 1920]);
  });

  it("never upscales: a small source stops at its own width", () => {
    expect(pickWidths(500)).toEqual([320, 500]);
    expect(pickWidths(200)).toEqual([200]);
  });

  it("skips a standard width within 10 % of the image's own", () => {
    expect(pickWidths(1000)).toEqual([320, 480, 640, 800, 1000]);
    expect(pickWidths(1200)).toEqual([320, 480, 640, 800, 960, 1200]);
  });
});
