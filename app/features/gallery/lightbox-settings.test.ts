import { describe, expect, it } from "vitest";
import { LIGHTBOX_CAROUSEL, lightboxCarousel } from "./lightbox-settings";

describe("lightboxCarousel", () => {
  const window = 2 * LIGHTBOX_CAROUSEL.preload + 1;

  it("loops a gallery that fills the carousel's window", () => {
    expect(lightboxCarousel(window, false)).toMatchObject({ ...LIGHTBOX_CAROUSEL, finite: false });
  });

  it("stops at both ends of a smaller gallery, so no picture is held twice", () => {
    for (let count = 1; count < window; count++) expect(lightboxCarousel(count, false).finite).toBe(true);
  });

  it("keeps a gallery finite when asked", () => {
    expect(lightboxCarousel(window + 3, true).finite).toBe(true);
  });
});
