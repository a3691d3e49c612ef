import type { ExperienceEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";
import { FOLDED, FOLDED_GAP, FOLD_TOOLS, PhoneFold } from "./phone-fold";

/*
 * Up to 1024 px the entry is one card: date, name and role on top, then the text. From 1024 px
 * the date, name and role stand in a column of their own (`--meta`, set on the list) left of the
 * rail, and the card holds only the text and the tech: the column beside the timeline is used
 * rather than left empty, and each card is shorter by its head.
 *
 * The timeline's dot sits on the centre of the date's line at every size: `--date-top` is where
 * that line starts (inside the card's padding and 1 px border, or at the entry's top beside the
 * card), plus half its 20 px line, less half the 15 px dot. On a phone the rail would take 28 px
 * from cards that are already narrow, so there the cards run the column's full width and the
 * dates alone mark the sequence.
 */
const CARD_PADDING = "[--card-pad:1.25rem] sm:[--card-pad:1.5rem] md:[--card-pad:2rem]";
const DATE_TOP = "[--date-top:calc(var(--card-pad)+1px)] lg:[--date-top:0px]";
const DOT_TOP = "top-[calc(var(--date-top)+0.625rem-7.5px)]";
const RAIL_TOP = "top-[calc(var(--date-top)+0.625rem)]";
/** The rail runs down the middle of the 4 rem gap between the column and the cards. */
const RAIL_LEFT = "left-[7px] lg:left-[calc(var(--meta)+2rem-0.5px)]";
const DOT_LEFT = "left-0 lg:left-[calc(var(--meta)+2rem-7.5px)]";
/** The card: the whole entry on a phone, its text and tech beside the column from 1024 px. */
const CARD = "rounded-2xl border border-line bg-card shadow-sm shadow-ink/5";
const CARD_LG = "lg:rounded-2xl lg:border lg:border-line lg:bg-card lg:px-6 lg:py-5 lg:shadow-sm lg:shadow-ink/5";

export function ExperienceItem({ entry, techLabel }: { entry: ExperienceEntry; techLabel: string }) {
  const ref = useReveal<HTMLElement>();
  // Nothing to open when the entry has no text and no more than the two tools always shown.
  const fold = entry.description.trim() !== "" || entry.tech.length > 2;
  return (
    <li className={`relative pb-5 last:pb-0 sm:pb-6 sm:pl-7 md:pl-10 lg:pl-0 ${CARD_PADDING} ${DATE_TOP}`}>
      {/* The timeline: a rail through every entry and a dot at each one. */}
      <span aria-hidden="true" className={`absolute bottom-0 hidden w-px bg-line sm:block ${RAIL_LEFT} ${RAIL_TOP}`} />
      <span
        aria-hidden="true"
        className={`absolute hidden size-[15px] rounded-full border-[3px] border-accent bg-surface sm:block ${DOT_LEFT} ${DOT_TOP}`}
      />
      <article
        ref={ref}
        className={
          `reveal ${CARD} p-(--card-pad) ` +
          "lg:grid lg:grid-cols-[var(--meta)_minmax(0,1fr)] lg:gap-x-16 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
        }
      >
        <div className="lg:text-right">
          <p className="font-display text-sm font-semibold uppercase tracking-wider text-accent">{entry.date}</p>
          <h3 className="mt-2 text-xl font-bold md:text-2xl lg:mt-1">{entry.title}</h3>
          <p className="mt-1 font-medium text-muted">{entry.workTitle}</p>
        </div>
        {/* On a phone the text and all but two tools fold, the "More" at the end of the tools'
            row so that the fold costs no line of its own (see PhoneFold). */}
        <div className={`group/fold mt-3 lg:mt-0 ${CARD_LG}`}>
          <HtmlContent
            html={entry.description}
            className={`text-[0.9375rem] leading-relaxed text-muted ${fold ? FOLDED : ""}`}
          />
          <div className={`mt-4 flex items-start gap-2 max-md:-mb-1.5 ${fold ? FOLDED_GAP : ""}`}>
            <div className={`min-w-0 flex-1 ${fold ? FOLD_TOOLS : ""}`}>
              <TechList tech={entry.tech} label={techLabel} />
            </div>
            {fold && <PhoneFold className="-mt-1.5 shrink-0" />}
          </div>
        </div>
      </article>
    </li>
  );
}
