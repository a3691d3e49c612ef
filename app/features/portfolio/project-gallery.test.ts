import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { toProjectGallery } from "./project-gallery";

const cover = { src: fakeImage("p/cover"), alt: "Cover", span: "wide" as const };
const phone = { src: fakeImage("p/phone", 1200, 1600), alt: "Phone", span: "tall" as const };
const detail = { src: fakeImage("p/detail", 1200, 1600), alt: "Detail", span: "tall" as const };

describe("toProjectGallery", () => {
  it("shows a step's picture at its step and keeps it out of the grid", () => {
    const gallery = toProjectGallery(cover.src, [cover, phone, detail], "P", [undefined, "p/phone"]);
    expect(gallery.stepIndexes).toEqual([-1, 1]);
    expect(gallery.grid.map(({ image }) => image.alt)).toEqual(["Detail"]);
    expect(gallery.images).toHaveLength(3);
  });

  it("never shows a picture twice: a step naming the cover, or a picture an earlier step showed, shows none", () => {
    const gallery = toProjectGallery(cover.src, [cover, phone, detail], "P", ["p/cover", "p/phone", "p/phone"]);
    expect(gallery.stepIndexes).toEqual([-1, 1, -1]);
    expect(gallery.grid.map(({ image }) => image.alt)).toEqual(["Detail"]);
  });

  it("keeps the header's cover out of the grid, so every image shows once", () => {
    const gallery = toProjectGallery(cover.src, [cover, phone, detail], "P");
    expect(gallery.images.map((image) => image.alt)).toEqual(["Cover", "Phone", "Detail"]);
    expect(gallery.coverIndex).toBe(0);
    expect(gallery.grid.map(({ image, index }) => [image.alt, index])).toEqual([
      ["Phone", 1],
      ["Detail", 2],
    ]);
  });

  it("finds the cover wherever it is listed and opens the lightbox there", () => {
    const gallery = toProjectGallery(cover.src, [phone, cover, detail], "P");
    expect(gallery.coverIndex).toBe(1);
    expect(gallery.grid.map(({ index }) => index)).toEqual([0, 2]);
  });

  it("adds a cover that is not among the images as the first slide, described by the title", () => {
    const gallery = toProjectGallery(cover.src, [phone, detail], "Brutal Beats");
    expect(gallery.images[0]).toMatchObject({ src: cover.src, alt: "Brutal Beats" });
    expect(gallery.images).toHaveLength(3);
    expect(gallery.grid.map(({ index }) => index)).toEqual([1, 2]);
  });

  it("lists an image given twice once", () => {
    const gallery = toProjectGallery(cover.src, [cover, phone, phone, detail], "P");
    expect(gallery.images.map((image) => image.src.id)).toEqual(["p/cover", "p/phone", "p/detail"]);
  });
});
