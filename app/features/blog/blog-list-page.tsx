import { useTranslation } from "react-i18next";

export function BlogListPage() {
  const { t } = useTranslation("blogPost");
  return (
    <section aria-labelledby="blog-title" className="mx-auto max-w-6xl px-6 py-16">
      <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent dark:text-ember">{t("year")}</p>
      <h1 id="blog-title" className="mt-2 text-4xl font-bold md:text-5xl">{t("title")}</h1>
    </section>
  );
}
