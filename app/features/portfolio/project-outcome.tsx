import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";

/**
 * What came of the work, set apart before the gallery: the answer to "did it work?". A filled card
 * with the accent's ticks, as the contact page's notes are: a side bar on a rounded box bent at its
 * corners.
 */
type Props = { points: readonly string[]; headingClass: string; className?: string };

export function ProjectOutcome({ points, headingClass, className = "" }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <section
      aria-labelledby="project-outcome-title"
      data-outcome
      className={`rounded-2xl bg-surface-alt p-6 md:p-8 ${className}`}
    >
      <h2 id="project-outcome-title" className={headingClass}>
        {t("project.outcome")}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-lg text-fg">
            <Icon name="check" size={22} className="mt-1 shrink-0 text-accent" />
            {point}
          </li>
        ))}
      </ul>
    </section>
  );
}
