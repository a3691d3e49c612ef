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

type Props = {
  /** The project the panel shows; none keeps it closed. */
  project: GraphicCardData | undefined;
  /** Called once the panel has closed, whichever way (button, Escape, backdrop). */
  onClose: () => void;
};

/**
 * The graphic project's slide-in panel, which keeps the visitor on the portfolio, as a modal
 * <dialog>: showModal() makes the page behind it inert and closes on Escape; the go-back button,
 * the ✕ (from 768 px) and a backdrop click close it too. It opens at once with what the card knows; the rest of its texts
 * follow from their own file.
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
            <button
              ref={backButton}
              type="button"
              onClick={() => dialog?.close()}
              className="inline-flex items-center gap-2 rounded-full button-primary px-5 py-2.5 font-display text-sm font-semibold"
            >
              <Icon name="arrowLeft" size={18} />
              {t("panel.back")}
            </button>
            {/* One more way out where the panel leaves the page beside it: the ✕ a visitor looks
                for at a panel's top right. On a phone the panel fills the screen and "Go back"
                is the way. */}
            <button
              type="button"
              onClick={() => dialog?.close()}
              aria-label={t("panel.close")}
              title={t("panel.close")}
              className={
                "ml-auto hidden size-10 place-items-center rounded-full border border-line text-fg hover:border-accent " +
                "hover:text-accent md:grid"
              }
            >
              <Icon name="close" size={20} />
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
