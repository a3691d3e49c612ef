import type { EducationEntry } from "~/content/schemas";
import { formatYearRange } from "~/lib/format";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

export function EducationCard({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} className="reveal flex flex-col rounded-2xl bg-paper p-6 ring-1 ring-line md:p-8 dark:bg-night dark:ring-night-3">
      <p className="self-start rounded-full bg-ink px-3 py-1 font-display text-sm font-semibold text-paper dark:bg-night-3 dark:text-ember">
        {formatYearRange(entry.date)}
      </p>
      <h3 className="mt-4 text-2xl font-bold">{entry.title}</h3>
      <p className="mt-1 font-medium text-ink-2 dark:text-moon-2">{entry.place}</p>
      <HtmlContent html={entry.description} className="mt-4 text-ink-2 dark:text-moon-2" />
      <h4 className="mt-6 font-display text-sm font-semibold uppercase tracking-wider text-ink-2 dark:text-moon-2">
        {coursesLabel}
      </h4>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {entry.courses.map((course) => (
          <li key={course} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent dark:bg-ember" />
            {course}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <TechList tech={entry.tech} label={techLabel} />
      </div>
    </li>
  );
}
