import { useCallback, useState } from "react";

/** Which slide the lightbox shows and whether it is open; closing keeps the slide for the fade-out. */
export function useGallery() {
  const [state, setState] = useState({ open: false, index: 0 });
  const show = useCallback((index: number) => setState({ open: true, index }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, close };
}
