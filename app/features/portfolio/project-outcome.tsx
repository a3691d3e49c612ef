import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import type { Project } from "~/content/schemas";

type Props = {
  numbers?: Project["numbers"];
  points?: Project["outcome"];
  headingClass: string;
  className?: string;
};

// As many columns as figures (two on a phone), so three or four stand in one row at a desk.
const STAT_COLUMNS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-2 sm:grid-cols-3", "grid-cols-2 sm:grid-cols-4"];

/**
 * What came of the work, set apart before the gallery: the answer to "did it work?". Its figures
 * are stat callouts, a large number over a short label; its lines are set as the story is, with
 * the accent's ticks, so they read as part of it rather than louder than it.
 */
export function ProjectOutcome({ numbers, points, headingClass, className = "" }: Props) {
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
      {numbers && (
        <dl data-stats className={`mt-6 grid gap-x-6 gap-y-6 ${STAT_COLUMNS[numbers.length]}`}>
          {numbers.map(({ value, label }) => (
            // The label comes first for a screen reader ("Late notes: 0"); the figure leads the eye.
            <div key={label} data-stat className="flex flex-col-reverse justify-end border-t-2 border-accent pt-3">
              <dt className="mt-2 text-sm text-muted">{label}</dt>
              <dd className="font-display text-4xl font-bold leading-none tracking-tight tabular-nums md:text-5xl">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {points && (
        // Two columns across the page from 1024 px, so no line runs the page's whole width.
        <ul className={`${numbers ? "mt-8" : "mt-5"} grid gap-3 ${points.length > 1 ? "lg:grid-cols-2 lg:gap-x-12" : ""}`}>
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-base text-muted md:text-lg">
              <Icon name="check" size={20} className="mt-1 shrink-0 text-accent" />
              {point}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
