import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechLine } from "./tech-line";

/**
 * One role as a row: from 768 px the dates in a column of their own (so the eye runs down them),
 * then the project or company and the role, what was done in a line or two, and the tools (a
 * third column from 1024 px). On a phone the dates follow the role, on its line.
 */
export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className="border-b border-line">
      <article
        ref={ref}
        className="reveal grid gap-x-8 py-4 md:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,15rem)]"
      >
        <p className="font-display text-sm font-semibold tabular-nums text-muted max-md:hidden md:pt-1">{entry.date}</p>
        <div>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <h3 className="text-lg font-bold">{entry.title}</h3>
            <p className="font-medium text-muted">
              {entry.workTitle}
              <span className="md:hidden"> · {entry.date}</span>
            </p>
          </div>
          <HtmlContent html={entry.description} className="mt-0.5 line-clamp-2 max-w-prose text-[0.9375rem] leading-relaxed text-muted" />
        </div>
        <div className="mt-1.5 md:col-start-2 lg:col-start-3 lg:mt-1">
          <TechLine tech={entry.tech} label={techLabel} />
        </div>
      </article>
    </li>
  );
}
