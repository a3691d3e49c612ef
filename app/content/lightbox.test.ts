import { describe, expect, it } from "vitest";
import { toLightboxSlides } from "./lightbox";

const image = {
  id: "projects/msb/mobile",
  width: 1200,
  height: 1600,
  src: "/img/projects/msb/mobile-800.webp",
  avif: "/img/projects/msb/mobile-400.avif 400w, /img/projects/msb/mobile-800.avif 800w",
  webp: "/img/projects/msb/mobile-400.webp 400w, /img/projects/msb/mobile-800.webp 800w",
};

describe("toLightboxSlides", () => {
  it("turns gallery images into slides with sized srcSet entries", () => {
    const [slide] = toLightboxSlides([{ src: image, alt: "The checklist on a phone", span: "tall" }], "MSB");
    expect(slide).toEqual({
      src: "/img/projects/msb/mobile-800.webp",
      alt: "The checklist on a phone",
      title: "MSB",
      width: 1200,
      height: 1600,
      srcSet: [
        { src: "/img/projects/msb/mobile-400.webp", width: 400, height: 533 },
        { src: "/img/projects/msb/mobile-800.webp", width: 800, height: 1067 },
      ],
      description: "The checklist on a phone",
    });
  });

  it("copes with an image that has no variants yet", () => {
    const [slide] = toLightboxSlides([{ src: { ...image, webp: "" }, alt: "x", span: "wide" }]);
    expect(slide?.srcSet).toEqual([]);
  });
});
