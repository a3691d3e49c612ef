import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import type { GallerySlide } from "./gallery-slides";
import { LazyLightbox } from "./lazy-lightbox";
import { useGallery } from "./use-gallery";

const video: GallerySlide = {
  type: "video",
  title: "Walkthrough",
  width: 1280,
  height: 720,
  poster: "/img/poster.webp",
  sources: [{ src: "/media/walkthrough.mp4", type: "video/mp4" }],
};

describe("LazyLightbox", () => {
  // jsdom has no media queries: the lightbox asks whether the window is a phone's.
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    return () => vi.unstubAllGlobals();
  });

  it("renders nothing until it first opens", () => {
    const { result } = renderHook(() => useGallery());
    const { container } = render(withI18n(<LazyLightbox gallery={result.current} slides={[video]} />));
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector(".yarl__portal")).toBeNull();
  });

  it("loads the lightbox on open and plays video slides", async () => {
    const { result } = renderHook(() => useGallery());
    act(() => result.current.show(0));
    await waitFor(() => expect(result.current.Lightbox).not.toBeNull(), { timeout: 5000 });
    render(withI18n(<LazyLightbox gallery={result.current} slides={[video]} />));
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Image viewer" })).toBeInTheDocument(), {
      timeout: 5000,
    });
    const player = await waitFor(() => {
      const element = document.querySelector("video");
      expect(element).not.toBeNull();
      return element!;
    });
    expect(player).toHaveAttribute("poster", "/img/poster.webp");
    expect(player.querySelector("source")).toHaveAttribute("src", "/media/walkthrough.mp4");
    expect(screen.getByRole("button", { name: "Close the image viewer" })).toBeInTheDocument();
  });
});
