import type { ExperienceEntry } from "~/content/schemas";
import { formatYearRange } from "~/lib/format";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className="relative pb-6 pl-7 last:pb-0 md:pb-8 md:pl-10">
      {/* The timeline: a rail through every entry and a dot at each one. */}
      <span aria-hidden="true" className="absolute bottom-0 left-[7px] top-3 w-px bg-line dark:bg-night-3" />
      <span
        aria-hidden="true"
        className="absolute left-0 top-2 size-[15px] rounded-full border-[3px] border-accent bg-paper dark:border-ember dark:bg-night"
      />
      <article
        ref={ref}
        className={
          "reveal rounded-2xl border border-line bg-paper p-5 shadow-sm shadow-ink/5 sm:p-6 md:p-8 " +
          "dark:border-night-3 dark:bg-night-2"
        }
      >
        <p className={
          "font-display text-sm font-semibold " +
          "uppercase tracking-wider text-accent dark:text-ember"
        }>{formatYearRange(entry.date)}</p>
        <h3 className="mt-2 text-2xl font-bold">{entry.title}</h3>
        <p className="mt-1 font-medium text-ink-2 dark:text-moon-2">{entry.workTitle}</p>
        <HtmlContent html={entry.description} className="mt-4 text-ink-2 dark:text-moon-2" />
        <div className="mt-6">
          <TechList tech={entry.tech} label={techLabel} />
        </div>
      </article>
    </li>
  );
}
