import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { Disclosure } from "~/components/ui/disclosure";
import { HtmlContent } from "~/components/ui/html-content";
import { TechLine } from "./tech-line";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

/**
 * A programme in short, under a hairline: title and years, school, a sentence and its tools. The
 * courses, near half of an entry's height when listed, wait behind the site's disclosure, so
 * they stay in the page's text for search and find-in-page.
 */
export function EducationCard({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  const courses = `${coursesLabel} (${entry.courses.length})`;
  return (
    <li ref={ref} className="reveal border-t border-line pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-lg font-bold">{entry.title}</h3>
        <p className="font-display text-sm font-semibold tabular-nums text-muted">{entry.date}</p>
      </div>
      <p className="font-medium text-muted">{entry.place}</p>
      <HtmlContent html={entry.description} className="mt-1 text-[0.9375rem] leading-relaxed text-muted" />
      <div className="mt-1.5">
        <TechLine tech={entry.tech} label={techLabel} />
      </div>
      <Disclosure more={courses} less={courses}>
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
