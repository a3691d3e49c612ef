import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { PROFILE_ROW } from "./profile-row";
import { TechLine } from "./tech-line";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

/**
 * A programme as a ruled row, set as a role is: years, title and school, a sentence, then the
 * courses as a running line opened by its label; the tools as a line of names. A list, not a grid
 * of cards: any number of programmes fills it without a hole in the last row.
 */
export function EducationItem({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} className="reveal border-b border-line">
      <div className={PROFILE_ROW.grid}>
        <p className={PROFILE_ROW.dateColumn}>{entry.date}</p>
        <div>
          {/* The years hold the first line's end on a phone: a long title wraps in its own
              column rather than push them onto a line of their own. */}
          <div className="flex items-baseline justify-between gap-x-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 className="font-bold md:text-lg">{entry.title}</h3>
              <p className="font-medium text-muted max-md:text-[0.9375rem]">{entry.place}</p>
            </div>
            <p className={PROFILE_ROW.dateOnPhone}>{entry.date}</p>
          </div>
          <HtmlContent html={entry.description} className={PROFILE_ROW.text} />
          <TechLine names={entry.courses} label={coursesLabel} labelShown className="mt-1 font-sans" />
        </div>
        <div className={PROFILE_ROW.toolsColumn}>
          <TechLine names={entry.tech.map(({ name }) => name)} label={techLabel} />
        </div>
      </div>
    </li>
  );
}
