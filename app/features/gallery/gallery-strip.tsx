import { useEffect, useRef } from "react";
import { useController, useLightboxState } from "yet-another-react-lightbox";
import type { GallerySlide } from "./gallery-slides";
import { LIGHTBOX_THUMBNAILS } from "./lightbox-settings";

type Props = {
  slides: readonly GallerySlide[];
  /** The strip's name, read by screen readers. */
  label: string;
  /** A thumbnail's name: its place in the gallery ("3 of 4"), as the counter says it. */
  position: (index: number) => string;
};

/** The thumbnail's box: the picture's own shape, as large as fits in the strip's 120 × 80 slot. */
export function thumbnailBox(width: number, height: number) {
  const { width: slotWidth, height: slotHeight } = LIGHTBOX_THUMBNAILS;
  if (!(width > 0 && height > 0)) return { width: slotWidth, height: slotHeight };
  const scale = Math.min(slotWidth / width, slotHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Every picture of the gallery once, in its order, centred under the picture, the one on show lit
 * and ringed. The library's own track is a window of a few thumbnails that keeps the current one in
 * its middle, so a small gallery showed three of four thumbnails, off-centre, beside empty slots.
 * Rendered by the lightbox (its `render.controls`), so it moves the carousel with the library's own
 * controller and animation.
 */
export function GalleryStrip({ slides, label, position }: Props) {
  const { currentIndex } = useLightboxState();
  const { prev, next } = useController();
  const current = useRef<HTMLButtonElement>(null);
  // A gallery longer than the screen scrolls its strip: the picture on show stays in view.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [currentIndex]);
  const go = (index: number) => {
    if (index > currentIndex) next({ count: index - currentIndex });
    else if (index < currentIndex) prev({ count: currentIndex - index });
  };
  return (
    <nav aria-label={label} className="gallery-strip">
      <ol className="gallery-strip__list">
        {slides.map((slide, index) => {
          const src = slide.thumbnail ?? (slide.type === "video" ? slide.poster : undefined);
          const box = thumbnailBox(slide.width, slide.height);
          const shown = index === currentIndex;
          return (
            <li key={`${index}-${src ?? ""}`}>
              <button
                ref={shown ? current : undefined}
                type="button"
                className="gallery-strip__thumbnail"
                aria-label={position(index)}
                aria-current={shown || undefined}
                onClick={() => go(index)}
                style={box}
              >
                {src ? <img src={src} alt="" width={box.width} height={box.height} draggable={false} /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
