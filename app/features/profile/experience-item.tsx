import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

/**
 * One role as a row: the dates in a column of their own (so the eye runs down them), then the
 * project or company and the role on one line, what was done, and the tech; from 1024 px the tech
 * takes a third column, so a row is as tall as its text.
 */
export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className="border-b border-line">
      <article
        ref={ref}
        className="reveal grid gap-x-8 gap-y-1 py-5 sm:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,17rem)]"
      >
        <p className="font-display text-sm font-semibold tabular-nums text-muted sm:pt-1">{entry.date}</p>
        <div>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <h3 className="text-lg font-bold">{entry.title}</h3>
            <p className="font-medium text-muted">{entry.workTitle}</p>
          </div>
          <HtmlContent html={entry.description} className="mt-1 max-w-prose text-[0.9375rem] leading-relaxed text-muted" />
        </div>
        <div className="mt-3 sm:col-start-2 lg:col-start-3 lg:mt-1">
          <TechList tech={entry.tech} label={techLabel} />
        </div>
      </article>
    </li>
  );
}
