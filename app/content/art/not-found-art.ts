import type { ResponsiveImageData } from "../image-types";
import { pickThemedArt } from "./themed-art";

// Written by the image build (scripts/images); a glob so a checkout without it still compiles.
const FILES = import.meta.glob<Record<string, ResponsiveImageData>>("/.cache/images/art/not-found.json", {
  eager: true,
  import: "default",
});

/** The not-found background: a portrait crop under 768 px, a landscape one from there. */
export const NOT_FOUND_ART = pickThemedArt(Object.values(FILES)[0], "not-found", ["mobile", "desktop"] as const);
