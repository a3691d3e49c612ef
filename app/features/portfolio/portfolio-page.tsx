import { useTranslation } from "react-i18next";
import { PORTFOLIO_SECTIONS } from "~/lib/sections";
import { usePathSection } from "~/lib/use-path-section";

// Placeholder sections until the portfolio issue fills them: each exists with its id and heading.
export function PortfolioPage() {
  const { t } = useTranslation("portfolio");
  usePathSection(PORTFOLIO_SECTIONS);
  return (
    <>
      {PORTFOLIO_SECTIONS.map((id, index) => {
        const Heading = index === 0 ? "h1" : "h2";
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-6 py-16">
            <Heading id={`${id}-title`} className="text-3xl font-bold md:text-5xl">
              {t(`sections.${id}`)}
            </Heading>
          </section>
        );
      })}
    </>
  );
}
