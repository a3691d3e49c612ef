import type { ResponsiveImageData } from "../image-types";
import { pickThemedArt } from "./themed-art";

// Written by the image build (scripts/images); a glob so a checkout without it still compiles.
const FILES = import.meta.glob<Record<string, ResponsiveImageData>>("/.cache/images/art/hero.json", {
  eager: true,
  import: "default",
});

/**
 * The home hero's art direction, a picture drawn per screen: mobile < 768 px, tablet to 1535 px,
 * desktop beyond.
 */
export const HERO_ART = pickThemedArt(Object.values(FILES)[0], "hero", ["mobile", "tablet", "desktop"] as const);
