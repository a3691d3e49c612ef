import type { ThemedArt } from "~/content/art/themed-art";
import { ArtDirectedPicture } from "./art-directed-picture";

type ThemedLayer = { art: ThemedArt; sizes: string; media?: string };

type Props = {
  layers: readonly ThemedLayer[];
  alt: string;
  /** The largest image in the first view (the page's LCP). */
  priority?: boolean;
  /** Classes for the wrapper, the one box the pair takes in the layout. */
  className?: string;
  /** Classes for both <img> elements; not display classes, which pick the theme here. */
  imgClassName?: string;
};

/**
 * Art-directed light and dark pictures, shown by the `dark` class the boot script sets on <html>
 * before first paint: CSS picks the theme, so nothing flashes and nothing waits for JavaScript.
 * A lazy image under display:none is never fetched, so the dark picture is always lazy and costs
 * a light-theme visitor nothing. The light one (the default theme) loads eagerly when it is the
 * priority image; a dark-theme visitor then also fetches it, which is the price of no flash.
 */
export function ThemedPicture({ layers, alt, priority = false, className, imgClassName }: Props) {
  const pick = (theme: "light" | "dark") => layers.map(({ art, sizes, media }) => ({ image: art[theme], sizes, media }));
  const fetchPriority = priority ? "high" : undefined;
  return (
    <div className={className}>
      <ArtDirectedPicture
        layers={pick("light")}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={fetchPriority}
        className={join(imgClassName, "block dark:hidden")}
        pictureClassName="contents"
      />
      <ArtDirectedPicture
        layers={pick("dark")}
        alt={alt}
        loading="lazy"
        fetchPriority={fetchPriority}
        className={join(imgClassName, "hidden dark:block")}
        pictureClassName="contents"
      />
    </div>
  );
}

function join(...classes: Array<string | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
