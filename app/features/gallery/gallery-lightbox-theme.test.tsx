import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import type { GallerySlide } from "./gallery-slides";
import { LazyLightbox } from "./lazy-lightbox";
import { useGallery } from "./use-gallery";

const slide: GallerySlide = {
  src: "/img/a.webp",
  alt: "A poster",
  title: "A poster",
  width: 1200,
  height: 800,
  srcSet: [],
  thumbnail: "/img/a.webp",
};

describe("the lightbox's room", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    return () => vi.unstubAllGlobals();
  });

  // The page is in the light theme here (no "dark" class on it): so is the lightbox, which sets
  // no theme of its own and takes the page's colour roles.
  it("wears the page's theme, so the pictures hang in the site's own room", async () => {
    expect(document.documentElement).not.toHaveClass("dark");
    const { result } = renderHook(() => useGallery());
    act(() => result.current.show(0));
    await waitFor(() => expect(result.current.Lightbox).not.toBeNull(), { timeout: 5000 });
    render(withI18n(<LazyLightbox gallery={result.current} slides={[slide]} />));
    const dialog = await screen.findByRole("dialog", { name: "Image viewer" }, { timeout: 5000 });
    expect(dialog).toHaveClass("gallery-lightbox");
    expect(dialog).not.toHaveClass("dark");
  });
});
