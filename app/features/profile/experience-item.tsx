import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { PROFILE_ROW } from "./profile-row";
import { TechLine } from "./tech-line";

/**
 * One role as a profile row (profile-row.ts): dates, the project or company and the role, what
 * was done, and the tools. What was done is the owner's
 * summary when there is one (a list scanned in seconds; the CV holds the description), else the
 * description, whole: cut at two lines, a row ended mid-sentence with no way to read on.
 */
export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className="border-b border-line">
      <article ref={ref} className={`reveal ${PROFILE_ROW.grid}`}>
        <p className={PROFILE_ROW.dateColumn}>{entry.date}</p>
        <div>
          {/* On a phone the dates close the first line, so a long role wraps beside them, not
              under them onto a line of its own. */}
          <div className="flex items-baseline justify-between gap-x-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 className="font-bold md:text-lg">{entry.title}</h3>
              <p className="font-medium text-muted max-md:text-[0.9375rem]">{entry.workTitle}</p>
            </div>
            <p className={PROFILE_ROW.dateOnPhone}>{entry.date}</p>
          </div>
          {entry.summary ? (
            <p className={PROFILE_ROW.text}>{entry.summary}</p>
          ) : (
            <HtmlContent html={entry.description} className={PROFILE_ROW.text} />
          )}
        </div>
        <div className={PROFILE_ROW.toolsColumn}>
          <TechLine names={entry.tech.map(({ name }) => name)} label={techLabel} />
        </div>
      </article>
    </li>
  );
}
