import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { toGallerySlides } from "~/features/gallery/gallery-slides";
import { LazyLightbox } from "~/features/gallery/lazy-lightbox";
import { useGallery } from "~/features/gallery/use-gallery";
import { trapTab } from "./focus-trap";
import { GraphicPanelBody } from "./graphic-panel-body";
import { GraphicPanelHeader } from "./graphic-panel-header";
import { GraphicPanelStatus } from "./graphic-panel-status";
import type { GraphicCardData } from "./page-data";
import { useGraphicPanelData } from "./use-graphic-panel-data";

// A filled pill on a phone; from 768 px a 40 px outlined circle at the bar's right end.
const BACK_BUTTON =
  "inline-flex items-center rounded-full font-display text-sm font-semibold max-md:button-primary max-md:px-5 " +
  "max-md:py-2.5 md:ml-auto md:size-10 md:justify-center md:border md:border-line md:text-fg md:hover:border-accent " +
  "md:hover:text-accent";

type Props = {
  /** The project the panel shows; none keeps it closed. */
  project: GraphicCardData | undefined;
  /** Called once the panel has closed, whichever way (button, Escape, backdrop). */
  onClose: () => void;
};

/**
 * The graphic project's slide-in panel, which keeps the visitor on the portfolio, as a modal
 * <dialog>: showModal() makes the page behind it inert and closes on Escape; the go-back button
 * (a ✕ from 768 px) and a backdrop click close it too. It opens at once with what the card knows;
 * the rest of its texts follow from their own file.
 */
export function GraphicPanel({ project, onClose }: Props) {
  const { t } = useTranslation("portfolio");
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const gallery = useGallery();
  const texts = useGraphicPanelData(project?.urlTitle);
  const images = texts.status === "ready" ? texts.data.images : undefined;
  const slides = useMemo(() => (project && images ? toGallerySlides(images, project.title) : []), [project, images]);
  const open = project !== undefined;

  useEffect(() => {
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      backButton.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [dialog, open]);

  return (
    /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog traps
       Tab and handles Escape for the controls inside it */
    <dialog
      ref={setDialog}
      aria-labelledby={titleId}
      onClose={() => {
        gallery.close();
        onClose();
      }}
      // Escape inside the lightbox closes the lightbox only; the panel stays. The lightbox stops
      // the key from bubbling, so the panel looks at it on the way down.
      onKeyDownCapture={(event) => {
        if (event.key === "Escape" && gallery.open) event.preventDefault();
      }}
      onCancel={(event) => {
        if (gallery.open) event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (dialog) trapTab(event, dialog);
      }}
      // A click that starts and ends outside the panel lands on the <dialog> itself: the backdrop.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) dialog?.close();
      }}
      className={
        "graphic-panel m-0 ml-auto h-dvh max-h-none w-full max-w-[700px] overflow-y-auto overscroll-contain border-0 bg-card p-0 " +
        "text-fg shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm dark:backdrop:bg-night/75"
      }
    >
      {project && (
        <div className="min-h-full">
          <div
            className={
              "sticky top-0 z-10 flex items-center border-b border-line bg-card/90 px-5 py-3 backdrop-blur md:px-8"
            }
          >
            {/* One way back, drawn for the screen: on a phone, where the panel fills the screen,
                a "Go back" button at its top left; from 768 px, where the page shows beside the
                panel, the ✕ a visitor looks for at its top right, named "Go back" too (two
                controls that did the same drew the eye twice). */}
            <button
              ref={backButton}
              type="button"
              onClick={() => dialog?.close()}
              aria-label={t("panel.back")}
              title={t("panel.back")}
              className={BACK_BUTTON}
            >
              <span className="inline-flex items-center gap-2 md:hidden">
                <Icon name="arrowLeft" size={18} />
                {t("panel.back")}
              </span>
              <Icon name="close" size={20} className="max-md:hidden" />
            </button>
          </div>
          {texts.status === "ready" ? (
            <GraphicPanelBody card={project} project={texts.data} titleId={titleId} gallery={gallery} />
          ) : (
            <>
              <GraphicPanelHeader card={project} titleId={titleId} />
              <GraphicPanelStatus state={texts} />
            </>
          )}
        </div>
      )}
      <LazyLightbox gallery={gallery} slides={slides} portalRoot={dialog} />
    </dialog>
  );
}
