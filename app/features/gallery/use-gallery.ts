import { useCallback, useEffect, useState } from "react";
import { loadedLightbox, loadLightbox, type LightboxComponent } from "./lightbox-module";
import { LIGHTBOX_LOADING_SIGN_DELAY } from "./lightbox-settings";

export type Gallery = ReturnType<typeof useGallery>;

/**
 * Which slide the lightbox shows and whether it is open; closing keeps the slide for the fade-out.
 * The first open fetches the lightbox's code. Until it arrives the visitor can still change their
 * mind: Escape, Back or a press anywhere cancels the opening, and the code then opens nothing.
 * A slow fetch shows a sign on the image that was clicked (`loadingIndex`).
 */
export function useGallery() {
  const [state, setState] = useState({ open: false, index: 0 });
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(loadedLightbox);
  const [slow, setSlow] = useState(false);
  const show = useCallback((index: number) => setState({ open: true, index }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  // The lightbox moved to another slide: remembered, so that re-rendering it keeps that slide.
  const view = useCallback(
    (index: number) => setState((current) => (current.index === index ? current : { ...current, index })),
    [],
  );
  const loading = state.open && !Lightbox;

  useEffect(() => {
    if (!loading) return;
    loadLightbox().then(
      (component) => setLightbox(() => component),
      (error: unknown) => {
        console.error("The image viewer could not be loaded:", error);
        close();
      },
    );
    const timer = setTimeout(() => setSlow(true), LIGHTBOX_LOADING_SIGN_DELAY);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // This Escape is spent on the opening: a dialog around the gallery must not close too.
      event.preventDefault();
      close();
    };
    // Capture phase: a press inside a dialog or on a link still cancels before anything else runs.
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("pointerdown", close, true);
    window.addEventListener("popstate", close);
    return () => {
      clearTimeout(timer);
      setSlow(false);
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("pointerdown", close, true);
      window.removeEventListener("popstate", close);
    };
  }, [loading, close]);

  return {
    ...state,
    show,
    close,
    view,
    /** The slide whose image should show the loading sign, or null. */
    loadingIndex: loading && slow ? state.index : null,
    /** The loaded lightbox component, or null before the first open. */
    Lightbox,
  };
}
