import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import darkArt from "~/assets/art/not-found-dark.svg?url";
import lightArt from "~/assets/art/not-found-light.svg?url";

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="relative isolate grid min-h-[calc(100dvh-var(--header-height))] place-items-center overflow-hidden px-6 py-20">
      <img src={lightArt} alt="" width={1600} height={900} className="absolute inset-0 -z-10 size-full object-cover dark:hidden" />
      <img src={darkArt} alt="" width={1600} height={900} className="absolute inset-0 -z-10 hidden size-full object-cover dark:block" />
      <div className="max-w-xl rounded-3xl bg-paper/90 p-8 shadow-xl backdrop-blur md:p-12 dark:bg-night-2/90">
        <h1 className="text-4xl font-bold md:text-5xl">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg text-ink-2 dark:text-moon-2">{t("notFound.message")}</p>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 font-display font-semibold text-paper hover:bg-accent dark:bg-moon dark:text-night dark:hover:bg-ember"
        >
          <Icon name="arrowLeft" />
          {t("notFound.back")}
        </button>
      </div>
    </section>
  );
}
