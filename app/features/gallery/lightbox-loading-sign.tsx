import { useTranslation } from "~/i18n/use-translation";

/**
 * Covers the image the visitor clicked while the lightbox's code is still on its way, so they see
 * their click was taken. Its parent must be positioned (`relative` or `absolute`).
 */
export function LightboxLoadingSign() {
  const { t } = useTranslation("portfolio");
  return (
    <span role="status" className="absolute inset-0 z-10 grid place-items-center bg-night/55">
      <span className="grid size-12 place-items-center rounded-full bg-night/85 shadow-lg">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-moon/30 border-t-ember" />
      </span>
      <span className="sr-only">{t("lightbox.loading")}</span>
    </span>
  );
}
