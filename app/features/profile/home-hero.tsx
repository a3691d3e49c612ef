import { Trans, useTranslation } from "react-i18next";
import { HeroPicture } from "~/components/ui/hero-picture";

export function HomeHero() {
  const { t } = useTranslation("heroSection");
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="mx-auto grid max-w-6xl items-center gap-10 px-6 py-16 md:py-24 lg:grid-cols-2 lg:gap-14"
    >
      <div>
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent dark:text-ember">
          {t("subTitle")}
        </p>
        <h1 id="home-title" className="mt-4 max-w-4xl text-5xl font-bold md:text-7xl lg:text-6xl">
          <Trans
            t={t}
            i18nKey="title"
            components={{ accent: <span className="text-accent dark:text-ember" /> }}
          />
        </h1>
        <p className="mt-6 text-xl font-semibold">{t("textIntro")}</p>
        <p className="mt-2 max-w-2xl text-lg text-ink-2 dark:text-moon-2">{t("text")}</p>
      </div>
      <HeroPicture />
    </section>
  );
}
