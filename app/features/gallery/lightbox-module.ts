import type { ComponentType } from "react";
import type { GalleryLightboxProps } from "./gallery-lightbox";

export type LightboxComponent = ComponentType<GalleryLightboxProps>;

let loaded: LightboxComponent | null = null;
let pending: Promise<LightboxComponent> | null = null;

/** The lightbox, if its code has already arrived (a second gallery on the page opens at once). */
export function loadedLightbox(): LightboxComponent | null {
  return loaded;
}

/**
 * Fetches the lightbox's code, library and CSS on the first open only, so none of it is part of
 * a page's first load. A failed fetch is forgotten, so the next open tries again.
 */
export function loadLightbox(): Promise<LightboxComponent> {
  pending ??= import("./gallery-lightbox").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
