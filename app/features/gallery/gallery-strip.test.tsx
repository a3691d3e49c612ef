import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import GalleryLightbox from "./gallery-lightbox";
import type { GallerySlide } from "./gallery-slides";
import { thumbnailBox } from "./gallery-strip";

const slide = (n: number, width = 1600, height = 1000): GallerySlide => ({
  src: `/img/${n}.webp`,
  alt: `Picture ${n}`,
  title: "A project",
  width,
  height,
  srcSet: [{ src: `/img/${n}.webp`, width, height }],
  thumbnail: `/img/${n}-320.webp`,
});
const slides = [slide(1), slide(2, 500, 1000), slide(3), slide(4)];

function windowOf(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

const counter = () => document.querySelector(".yarl__counter");
const strip = () => screen.queryByRole("navigation", { name: "Thumbnails" });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the thumbnail strip", () => {
  it("shows every picture once, the one on show marked, as many as the counter counts", () => {
    windowOf(1440);
    render(withI18n(<GalleryLightbox slides={slides} index={3} open finite onClose={() => {}} />));
    const thumbnails = within(strip()!).getAllByRole("button");
    expect(thumbnails.map((button) => button.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(thumbnails.map((button) => button.getAttribute("aria-current"))).toEqual([null, null, null, "true"]);
    expect(thumbnails.map((button) => button.querySelector("img")?.getAttribute("src"))).toEqual(slides.map((s) => s.thumbnail));
    expect(counter()).toHaveTextContent("4 / 4");
  });

  it("moves to the picture whose thumbnail is pressed", () => {
    vi.useFakeTimers();
    windowOf(1440);
    render(withI18n(<GalleryLightbox slides={slides} index={3} open finite onClose={() => {}} />));
    fireEvent.click(within(strip()!).getByRole("button", { name: "2 of 4" }));
    act(() => vi.runAllTimers());
    expect(counter()).toHaveTextContent("2 / 4");
    expect(within(strip()!).getByRole("button", { name: "2 of 4" })).toHaveAttribute("aria-current", "true");
  });

  it("hides and shows again with the toolbar's switch", () => {
    windowOf(1440);
    render(withI18n(<GalleryLightbox slides={slides} index={0} open onClose={() => {}} />));
    fireEvent.click(screen.getByRole("button", { name: "Hide thumbnails" }));
    expect(strip()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show thumbnails" }));
    expect(strip()).not.toBeNull();
  });

  it("is left out on a phone, where a swipe and the counter do its work", () => {
    windowOf(390);
    render(withI18n(<GalleryLightbox slides={slides} index={0} open onClose={() => {}} />));
    expect(strip()).toBeNull();
    expect(screen.queryByRole("button", { name: /thumbnails/i })).toBeNull();
  });

  it("frames each thumbnail at its picture's shape, inside the 120 × 80 slot", () => {
    expect(thumbnailBox(1600, 1000)).toEqual({ width: 120, height: 75 });
    expect(thumbnailBox(500, 1000)).toEqual({ width: 40, height: 80 });
    expect(thumbnailBox(0, 0)).toEqual({ width: 120, height: 80 });
  });
});
