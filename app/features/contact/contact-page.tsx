import { useTranslation } from "react-i18next";

export function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-6xl px-6 py-16">
      <h1 id="contact-title" className="text-4xl font-bold md:text-5xl">{t("contact.title")}</h1>
    </section>
  );
}
