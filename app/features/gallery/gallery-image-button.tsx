import type { ReactNode } from "react";
import { LightboxLoadingSign } from "./lightbox-loading-sign";
import type { Gallery } from "./use-gallery";

type Props = {
  gallery: Gallery;
  /** The slide this image opens. */
  index: number;
  label: string;
  /** Must position the button (`relative` or `absolute`): the loading sign covers it. */
  className: string;
  /** This image is the one the lightbox last showed. */
  current?: boolean;
  children: ReactNode;
};

/** An image that opens the lightbox at its slide, and shows the loading sign while that takes long. */
export function GalleryImageButton({ gallery, index, label, className, current, children }: Props) {
  const loading = gallery.loadingIndex === index;
  return (
    <button
      type="button"
      onClick={() => gallery.show(index)}
      aria-label={label}
      aria-busy={loading || undefined}
      aria-current={current || undefined}
      className={className}
    >
      {children}
      {loading && <LightboxLoadingSign />}
    </button>
  );
}
