import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

/*
 * The card's padding is a variable so the timeline's dot can sit on the centre of the date's
 * line at every size: padding, the card's 1 px border, half the date's 20 px line, less half the
 * 15 px dot. On a phone the rail would take 28 px from cards that are already narrow, so there
 * the cards run the column's full width and the dates alone mark the sequence.
 */
const CARD_PADDING = "[--card-pad:1.25rem] sm:[--card-pad:1.5rem] md:[--card-pad:2rem]";
const DOT_TOP = "top-[calc(var(--card-pad)+1px+0.625rem-7.5px)]";
const RAIL_TOP = "top-[calc(var(--card-pad)+1px+0.625rem)]";

export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  return (
    <li className={`relative pb-5 last:pb-0 sm:pb-6 sm:pl-7 md:pb-8 md:pl-10 ${CARD_PADDING}`}>
      {/* The timeline: a rail through every entry and a dot at each one. */}
      <span aria-hidden="true" className={`absolute bottom-0 left-[7px] hidden w-px bg-line sm:block ${RAIL_TOP}`} />
      <span
        aria-hidden="true"
        className={`absolute left-0 hidden size-[15px] rounded-full border-[3px] border-accent bg-surface sm:block ${DOT_TOP}`}
      />
      <article
        ref={ref}
        className="reveal rounded-2xl border border-line bg-card p-(--card-pad) shadow-sm shadow-ink/5"
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
