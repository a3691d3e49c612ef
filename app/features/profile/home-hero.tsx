import { Trans, useTranslation } from "react-i18next";

export function HomeHero() {
  const { t } = useTranslation("heroSection");
  return (
    <section id="home" aria-labelledby="home-title" className="mx-auto max-w-6xl px-6 py-20 md:py-28">
      <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent dark:text-ember">
        {t("subTitle")}
      </p>
      <h1 id="home-title" className="mt-4 max-w-4xl text-5xl font-bold md:text-7xl">
        <Trans
          t={t}
          i18nKey="title"
          components={{ accent: <span className="text-accent dark:text-ember" /> }}
        />
      </h1>
      <p className="mt-6 text-xl font-semibold">{t("textIntro")}</p>
      <p className="mt-2 max-w-2xl text-lg text-ink-2 dark:text-moon-2">{t("text")}</p>
    </section>
  );
}
