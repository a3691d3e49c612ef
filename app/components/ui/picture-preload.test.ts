import { describe, expect, it } from "vitest";
import { layerMedia } from "./picture-preload";

describe("layerMedia", () => {
  it("gives each layer its own query and none of the ones before it, as a <picture> picks its source", () => {
    expect(layerMedia(["(min-width: 1536px)", "(min-width: 768px)", undefined])).toEqual([
      "(min-width: 1536px)",
      "(min-width: 768px) and (not (min-width: 1536px))",
      "(not (min-width: 1536px)) and (not (min-width: 768px))",
    ]);
  });

  it("leaves a single layer without a query unconditional", () => {
    expect(layerMedia([undefined])).toEqual([undefined]);
  });
});
