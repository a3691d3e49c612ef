import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

export function EducationCard({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} className="reveal flex flex-col rounded-2xl bg-surface p-6 ring-1 ring-line md:p-8">
      <p className="self-start rounded-full bg-feature px-3 py-1 font-display text-sm font-semibold text-on-feature dark:text-accent">
        {entry.date}
      </p>
      <h3 className="mt-4 text-2xl font-bold">{entry.title}</h3>
      <p className="mt-1 font-medium text-muted">{entry.place}</p>
      <HtmlContent html={entry.description} className="mt-4 text-muted" />
      <h4 className="mt-6 font-display text-sm font-semibold uppercase tracking-wider text-muted">
        {coursesLabel}
      </h4>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {entry.courses.map((course) => (
          <li key={course} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
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
