import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechLine } from "./tech-line";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

/**
 * A programme in short, under a hairline: title and years on one line, school, a sentence, then
 * the courses as a running line opened by its label, and the tools as a line of names. All of it
 * shows: the courses, a list a line each, once doubled an entry's height, and behind a
 * disclosure they were one more control to find.
 */
export function EducationCard({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} className="reveal border-t border-line pt-3">
      {/* The years hold the first line's end: a long title wraps in its own column rather than
          push them onto a line of their own under it. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3">
        <h3 className="leading-snug font-bold md:text-lg">{entry.title}</h3>
        <p className="font-display text-sm font-semibold whitespace-nowrap tabular-nums text-muted">{entry.date}</p>
      </div>
      <p className="font-medium text-muted max-md:text-[0.9375rem]">{entry.place}</p>
      <HtmlContent html={entry.description} className="mt-1 text-sm leading-normal md:leading-relaxed text-muted md:text-[0.9375rem]" />
      <div className="mt-1.5 grid gap-y-1">
        <TechLine names={entry.courses} label={coursesLabel} labelShown className="font-sans" />
        <TechLine names={entry.tech.map(({ name }) => name)} label={techLabel} />
      </div>
    </li>
  );
}
