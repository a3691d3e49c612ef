import { LANGUAGES, type Language } from "~/i18n/languages";
import type { ResponsiveImageData } from "../image-types";
import { pickLanguageArt, type ThemedArt } from "./themed-art";

// Written by the image build (scripts/images); a glob so a checkout without it still compiles.
const FILES = import.meta.glob<Record<string, ResponsiveImageData>>("/.cache/images/art/hero.json", {
  eager: true,
  import: "default",
});

const SIZES = ["mobile", "tablet", "desktop"] as const;

/** The hero picture of one language, drawn per screen: mobile < 768 px, tablet to 1535 px, desktop beyond. */
export type HeroArt = Record<(typeof SIZES)[number], ThemedArt>;

/**
 * The home hero's art direction in each language: the Swedish page shows the "-sv" twins of the
 * pictures when content/images/hero has them (words in the art follow the page's language).
 */
export const HERO_ART = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, pickLanguageArt(Object.values(FILES)[0], "hero", SIZES, lng)]),
) as Record<Language, HeroArt | null>;
