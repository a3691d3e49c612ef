import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { Disclosure } from "~/components/ui/disclosure";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

/**
 * A programme in short, under a hairline: years, title, school, one sentence and its tools. The
 * courses, near half of an entry's height when listed, wait behind the site's disclosure, so
 * they stay in the page's text for search and find-in-page.
 */
export function EducationCard({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  const courses = `${coursesLabel} (${entry.courses.length})`;
  return (
    <li ref={ref} className="reveal border-t border-line pt-4">
      <p className="font-display text-sm font-semibold tabular-nums text-muted">{entry.date}</p>
      <h3 className="mt-1 text-lg font-bold">{entry.title}</h3>
      <p className="font-medium text-muted">{entry.place}</p>
      <HtmlContent html={entry.description} className="mt-2 text-[0.9375rem] leading-relaxed text-muted" />
      <div className="mt-3">
        <TechList tech={entry.tech} label={techLabel} />
      </div>
      <Disclosure more={courses} less={courses} className="mt-1">
        <ul className="grid gap-x-6 gap-y-1 pb-2 text-sm min-[360px]:grid-cols-2">
          {entry.courses.map((course) => (
            <li key={course} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
              {course}
            </li>
          ))}
        </ul>
      </Disclosure>
    </li>
  );
}
