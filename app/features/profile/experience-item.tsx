import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechLine } from "./tech-line";

const DESCRIPTION = "mt-0.5 max-w-prose text-sm leading-normal md:leading-relaxed text-muted md:text-[0.9375rem]";

/**
 * One role as a row: from 768 px the dates in a column of their own (so the eye runs down them),
 * then the project or company and the role, what was done, and the tools (a third column from
 * 1024 px). On a phone the dates close the role's line. What was done is the owner's
 * summary when there is one (a list scanned in seconds; the CV holds the description), else the
 * description, whole: cut at two lines, a row ended mid-sentence with no way to read on.
 */
export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className="border-b border-line">
      <article
        ref={ref}
        className="reveal grid gap-x-8 py-3 md:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,15rem)]"
      >
        <p className="font-display text-sm font-semibold tabular-nums text-muted max-md:hidden md:pt-1">{entry.date}</p>
        <div>
          {/* On a phone the dates close the first line, so a long role wraps beside them, not
              under them onto a line of its own. */}
          <div className="flex items-baseline justify-between gap-x-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 className="font-bold md:text-lg">{entry.title}</h3>
              <p className="font-medium text-muted max-md:text-[0.9375rem]">{entry.workTitle}</p>
            </div>
            <p className="shrink-0 font-display text-sm font-semibold tabular-nums text-muted md:hidden">{entry.date}</p>
          </div>
          {entry.summary ? (
            <p className={DESCRIPTION}>{entry.summary}</p>
          ) : (
            <HtmlContent html={entry.description} className={DESCRIPTION} />
          )}
        </div>
        <div className="mt-1 md:col-start-2 lg:col-start-3 lg:mt-1">
          <TechLine names={entry.tech.map(({ name }) => name)} label={techLabel} />
        </div>
      </article>
    </li>
  );
}
