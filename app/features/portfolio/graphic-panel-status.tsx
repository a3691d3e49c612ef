import { useTranslation } from "~/i18n/use-translation";
import type { GraphicPanelState } from "./use-graphic-panel-data";

type Props = { state: Exclude<GraphicPanelState, { status: "ready" }> };

/** The panel's body while its texts are on their way, or when they could not be fetched. */
export function GraphicPanelStatus({ state }: Props) {
  const { t } = useTranslation("portfolio");
  if (state.status === "failed") {
    return (
      <div role="alert" className="px-5 py-8 md:px-10">
        <p className="text-muted">{t("panel.loadFailed")}</p>
        <button
          type="button"
          onClick={state.retry}
          className="mt-4 inline-flex items-center gap-2 rounded-full button-primary px-5 py-2.5 font-display text-sm font-semibold"
        >
          {t("panel.retry")}
        </button>
      </div>
    );
  }
  return (
    <div role="status" className="space-y-6 px-5 py-8 md:px-10">
      <p className="flex items-center gap-3 text-muted">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-r-transparent" />
        {t("panel.loading")}
      </p>
      {/* The shape of what is coming: text lines and the main image. */}
      <div aria-hidden="true" className="animate-pulse space-y-3">
        <div className="h-4 w-full rounded bg-fg/10" />
        <div className="h-4 w-5/6 rounded bg-fg/10" />
        <div className="h-4 w-2/3 rounded bg-fg/10" />
        <div className="mt-6 aspect-[16/10] w-full rounded-2xl bg-fg/10" />
      </div>
    </div>
  );
}
