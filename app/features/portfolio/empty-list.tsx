import { useTranslation } from "~/i18n/use-translation";

/** A section without projects says so, rather than showing an empty grid. */
export function EmptyList() {
  const { t } = useTranslation("portfolio");
  return (
    <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">
      {t("empty")}
    </p>
  );
}
