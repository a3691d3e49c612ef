import type { HeroArt } from "~/content/art/hero-art";
import { BREAKPOINTS } from "~/lib/constants";
import { ThemedPicture } from "./themed-picture";

type Props = {
  /** The page language's art (HERO_ART), null before the images are built. */
  art: HeroArt | null;
  className?: string;
};

/**
 * The home hero's image, drawn for each screen rather than scaled: mobile (< 768 px), tablet
 * (768–1535 px) and desktop (≥ 1536 px), each light and dark. It is the page's largest paint, so it
 * has priority. The sizes follow HomeHero's layout: on phones a band across the column, cut to 5:2
 * around the picture's middle (so any picture fits it); a tile beside the owner's name on tablets
 * (14rem), then the grid's narrower column (1 of 2.2 parts, from
 * 1280 px 1 of 2.55 parts of the max-w-6xl column, 405 px).
 */
export function HeroPicture({ art, className }: Props) {
  if (!art) return null;
  const column = "min(405px, calc(45vw - 75px))";
  return (
    <ThemedPicture
      priority
      alt=""
      className={className}
      imgClassName="h-auto w-full rounded-2xl object-cover max-md:aspect-[5/2] lg:rounded-3xl"
      layers={[
        { art: art.desktop, media: `(min-width: ${BREAKPOINTS.xxl}px)`, sizes: column },
        {
          art: art.tablet,
          media: `(min-width: ${BREAKPOINTS.md}px)`,
          sizes: `(min-width: ${BREAKPOINTS.mobileMenu}px) ${column}, 14rem`,
        },
        { art: art.mobile, sizes: "calc(100vw - 40px)" },
      ]}
    />
  );
}
