import type { GalleryLightboxProps } from "./gallery-lightbox";
import type { Gallery } from "./use-gallery";

type Props = Omit<GalleryLightboxProps, "index" | "open" | "onClose" | "onView"> & { gallery: Gallery };

/**
 * Nothing until the lightbox's code has arrived (see useGallery); after that the loaded lightbox
 * runs its own open/close fades.
 */
export function LazyLightbox({ gallery, ...props }: Props) {
  const { Lightbox } = gallery;
  if (!Lightbox) return null;
  return <Lightbox {...props} index={gallery.index} open={gallery.open} onClose={gallery.close} onView={gallery.view} />;
}
