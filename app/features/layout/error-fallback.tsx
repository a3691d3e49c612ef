import { useTranslation } from "~/i18n/use-translation";

export function ErrorFallback({ message, onReset }: { message: string; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-5 py-24">
      <h1 className="text-3xl font-bold">{t("errorBoundary.title")}</h1>
      <pre className="w-full overflow-x-auto whitespace-pre-wrap rounded-xl bg-surface-alt p-4 text-sm">
        {message}
      </pre>
      <button
        type="button"
        onClick={onReset}
        className="rounded-full button-primary px-6 py-3 font-display font-semibold"
      >
        {t("errorBoundary.retry")}
      </button>
    </div>
  );
}
