import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className="relative pb-6 pl-7 last:pb-0 md:pb-8 md:pl-10">
      {/* The timeline: a rail through every entry and a dot at each one. */}
      <span aria-hidden="true" className="absolute bottom-0 left-[7px] top-3 w-px bg-line" />
      <span
        aria-hidden="true"
        className="absolute left-0 top-2 size-[15px] rounded-full border-[3px] border-accent bg-surface"
      />
      <article
        ref={ref}
        className={
          "reveal rounded-2xl border border-line bg-card p-5 shadow-sm shadow-ink/5 sm:p-6 md:p-8"
        }
      >
        <p className={
          "font-display text-sm font-semibold " +
          "uppercase tracking-wider text-accent"
        }>{entry.date}</p>
        <h3 className="mt-2 text-2xl font-bold">{entry.title}</h3>
        <p className="mt-1 font-medium text-muted">{entry.workTitle}</p>
        <HtmlContent html={entry.description} className="mt-4 text-muted" />
        <div className="mt-6">
          <TechList tech={entry.tech} label={techLabel} />
        </div>
      </article>
    </li>
  );
}
