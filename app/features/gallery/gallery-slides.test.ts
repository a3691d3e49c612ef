import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { toGallerySlides } from "./gallery-slides";

describe("toGallerySlides", () => {
  it("gives every slide the pipeline's widths as srcSet and the smallest as its thumbnail", () => {
    const image = fakeImage("projects/msb/mobile", 1200, 1600);
    const [slide] = toGallerySlides([{ src: image, alt: "The checklist on a phone", span: "tall" }], "MSB");
    expect(slide).toMatchObject({
      src: image.src,
      alt: "The checklist on a phone",
      title: "MSB",
      description: "The checklist on a phone",
      width: 1200,
      height: 1600,
      thumbnail: "/img/projects/msb/mobile.abc123-320.webp",
    });
    expect(slide?.srcSet.map((source) => [source.width, source.height])).toEqual([
      [320, 427],
      [640, 853],
      [1200, 1600],
    ]);
  });

  it("falls back to the main file as thumbnail when no widths were built", () => {
    const image = { ...fakeImage("projects/msb/cover"), webp: "" };
    const [slide] = toGallerySlides([{ src: image, alt: "Cover", span: "wide" }]);
    expect(slide?.thumbnail).toBe(image.src);
  });
});

describe("toGallerySlides with an image listed twice", () => {
  it("makes one slide per file, in the order first listed", () => {
    const cover = { src: fakeImage("projects/a/cover"), alt: "Cover", span: "wide" as const };
    const phone = { src: fakeImage("projects/a/phone", 1200, 1600), alt: "Phone", span: "tall" as const };
    const slides = toGallerySlides([cover, phone, { ...cover, alt: "Cover again" }], "A");
    expect(slides.map((slide) => slide.alt)).toEqual(["Cover", "Phone"]);
  });
});
