import { useMemo, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Video from "yet-another-react-lightbox/plugins/video";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./gallery-lightbox.css";
import type { GallerySlide } from "./gallery-slides";
import { LIGHTBOX_ANIMATION, LIGHTBOX_SLIDESHOW, LIGHTBOX_ZOOM, lightboxCarousel } from "./lightbox-settings";
import { groupedTools } from "./grouped-tools";
import { GalleryStrip } from "./gallery-strip";
import { GalleryStripToggle } from "./gallery-strip-toggle";
import { usePhoneScreen } from "./use-phone-screen";

const PLUGINS = [Captions, Counter, Fullscreen, Slideshow, Video, Zoom];
// A phone keeps the counter, the title and close: it swipes between pictures and pinches or
// double-taps to zoom, so the buttons for those (and the slideshow, full screen and the thumbnail
// strip, which crowded the title off the screen and told nothing the counter does not) are left
// out, and the picture takes the screen's whole width, with no carousel padding around it.
const PHONE_PLUGINS = [Captions, Counter, Video, Zoom];
const PHONE_CAROUSEL = { padding: 0 };
const nothing = () => null;
const PHONE_RENDER = { buttonPrev: nothing, buttonNext: nothing, buttonZoom: nothing };

export type GalleryLightboxProps = {
  slides: GallerySlide[];
  index: number;
  open: boolean;
  onClose: () => void;
  /** The slide on screen changed: kept by the caller, so a re-render (new slide texts after a
   * language switch) shows the same slide instead of the one first opened. */
  onView?: (index: number) => void;
  /** The carousel stops at both ends instead of wrapping (the project page's gallery). */
  finite?: boolean;
  /** Where the lightbox mounts: inside an open modal <dialog>, the rest of the page is inert. */
  portalRoot?: HTMLElement | null;
};

/**
 * The library, its plugins and its CSS live in this module only, which pages import lazily
 * (see LazyLightbox), so none of it is part of a page's first load.
 */
export default function GalleryLightbox({ slides, index, open, onClose, onView, finite = false, portalRoot }: GalleryLightboxProps) {
  const { t } = useTranslation("portfolio");
  const phone = usePhoneScreen();
  const [stripShown, setStripShown] = useState(true);
  // Wider screens keep every control, the tools gathered apart from close (see grouped-tools.tsx),
  // and the thumbnail strip (see gallery-strip.tsx).
  const toolsLabel = t("lightbox.tools");
  const plugins = useMemo(() => (phone ? PHONE_PLUGINS : [...PLUGINS, groupedTools(toolsLabel)]), [phone, toolsLabel]);
  const strip = !phone && stripShown;
  const position = (index: number) =>
    t("lightbox.position").replace("{index}", String(index + 1)).replace("{total}", String(slides.length));
  const wide = {
    toolbar: { buttons: [<GalleryStripToggle key="strip" shown={stripShown} onChange={setStripShown} />, "close"] },
    render: {
      controls: () => (strip ? <GalleryStrip slides={slides} label={t("lightbox.thumbnails")} position={position} /> : null),
    },
  };
  // No theme of its own: the lightbox is a room of the page, in the page's light or dark theme.
  const classes = [
    "gallery-lightbox",
    phone && "gallery-lightbox--phone",
    strip && "gallery-lightbox--strip",
    slides.length >= 10 && "gallery-lightbox--two-digit-count",
  ];
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => onView?.(shown) }}
      slides={slides}
      plugins={plugins}
      // The counter's room on a phone, where the title follows it (see gallery-lightbox.css).
      className={classes.filter(Boolean).join(" ")}
      animation={LIGHTBOX_ANIMATION}
      carousel={{ ...lightboxCarousel(slides.length, finite), ...(phone ? PHONE_CAROUSEL : {}) }}
      slideshow={LIGHTBOX_SLIDESHOW}
      zoom={LIGHTBOX_ZOOM}
      captions={{ showToggle: !phone, descriptionTextAlign: "center" }}
      {...(phone ? { render: PHONE_RENDER } : wide)}
      video={{ controls: true, playsInline: true, preload: "metadata" }}
      {...(portalRoot ? { portal: { root: portalRoot } } : {})}
      labels={{
        Lightbox: t("lightbox.label"),
        Carousel: t("lightbox.carousel"),
        "Photo gallery": t("lightbox.gallery"),
        Slide: t("lightbox.slide"),
        "{index} of {total}": t("lightbox.position"),
        Previous: t("lightbox.previous"),
        Next: t("lightbox.next"),
        Close: t("lightbox.close"),
        "Zoom in": t("lightbox.zoomIn"),
        "Zoom out": t("lightbox.zoomOut"),
        "Enter Fullscreen": t("lightbox.enterFullscreen"),
        "Exit Fullscreen": t("lightbox.exitFullscreen"),
        Play: t("lightbox.play"),
        Pause: t("lightbox.pause"),
        "Show thumbnails": t("lightbox.showThumbnails"),
        "Hide thumbnails": t("lightbox.hideThumbnails"),
        Caption: t("lightbox.caption"),
        "Show captions": t("lightbox.showCaptions"),
        "Hide captions": t("lightbox.hideCaptions"),
      }}
    />
  );
}
