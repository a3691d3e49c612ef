import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GalleryLightboxProps } from "./gallery-lightbox";

// The library and its CSS arrive with the first open (spec: not part of the first page load).
const GalleryLightbox = lazy(() => import("./gallery-lightbox"));

/** Nothing until the first open; after that the loaded lightbox runs its own open/close fades. */
export function LazyLightbox(props: GalleryLightboxProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<LightboxLoading />}>
      <GalleryLightbox {...props} />
    </Suspense>
  );
}

function LightboxLoading() {
  const { t } = useTranslation("portfolio");
  return (
    <div role="status" className="fixed inset-0 z-[9999] grid place-items-center bg-night/90 text-moon">
      <span className="inline-flex items-center gap-3 font-display font-semibold">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-moon/30 border-t-ember" />
        {t("lightbox.loading")}
      </span>
    </div>
  );
}
