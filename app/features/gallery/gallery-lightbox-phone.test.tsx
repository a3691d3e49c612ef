import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import GalleryLightbox from "./gallery-lightbox";
import type { GallerySlide } from "./gallery-slides";

const slide = (n: number): GallerySlide => ({
  src: `/img/${n}.webp`,
  alt: `Picture ${n}`,
  title: "Brutal Beats, a sixteen-step drum machine",
  description: `Picture ${n}`,
  width: 1600,
  height: 1000,
  srcSet: [{ src: `/img/${n}.webp`, width: 1600, height: 1000 }],
  thumbnail: `/img/${n}-320.webp`,
});
const slides = [slide(1), slide(2), slide(3)];

/** A window as wide as `width`, as far as CSS media queries tell. */
function windowOf(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

const buttonNames = () => screen.getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the lightbox's controls", () => {
  it("on a phone are close alone: a swipe moves on, a pinch or a double tap zooms", () => {
    windowOf(390);
    render(withI18n(<GalleryLightbox slides={slides} index={1} open onClose={() => {}} />));
    expect(buttonNames()).toEqual(["Close the image viewer"]);
    expect(document.querySelector(".gallery-lightbox--phone .yarl__counter")).toHaveTextContent("2 / 3");
    expect(document.querySelector(".yarl__slide_current .yarl__slide_title")).toHaveTextContent(slides[1]!.title!);
  });

  // (Full screen is left out here: jsdom has no Fullscreen API, so the library hides its button.)
  it("from 768 px are the full set", () => {
    windowOf(768);
    render(withI18n(<GalleryLightbox slides={slides} index={1} open onClose={() => {}} />));
    expect(buttonNames()).toEqual(
      expect.arrayContaining([
        "Previous image", "Next image", "Close the image viewer", "Zoom in", "Zoom out", "Play slideshow",
        "Hide captions", "Hide thumbnails",
      ]),
    );
    expect(document.querySelector(".gallery-lightbox--phone")).toBeNull();
  });

  it("from 768 px gather every tool in one group, with close apart from it", () => {
    windowOf(1440);
    render(withI18n(<GalleryLightbox slides={slides} index={1} open onClose={() => {}} />));
    const tools = screen.getByRole("group", { name: "Image tools" });
    const names = within(tools).getAllByRole("button").map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual(expect.arrayContaining(["Zoom in", "Zoom out", "Play slideshow", "Hide captions", "Hide thumbnails"]));
    expect(names).not.toContain("Close the image viewer");
    // Each tool keeps its name as a tooltip, since the group shows glyphs only.
    for (const button of within(tools).getAllByRole("button")) expect(button).toHaveAttribute("title", button.getAttribute("aria-label"));
    expect(tools).not.toContainElement(screen.getByRole("button", { name: "Close the image viewer" }));
  });
});
