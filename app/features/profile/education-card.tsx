import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { Icon } from "~/components/ui/icon";
import { TechList } from "~/components/ui/tech-list";
import { FOLDED } from "./phone-fold";

type Props = { entry: EducationEntry; coursesLabel: string; detailsLabel: string; techLabel: string };

/*
 * The card is raised above its band like every other card on the page (at night the page's own
 * colour sank it into the band). At night the raised colour is also the one of the date pill and
 * the tech chips, so inside the card those step back down to the band's colour.
 */
const NIGHT_INSIDE = "dark:[--color-well:var(--color-night-2)]";

/**
 * A programme in short: years, title, school, one sentence and its tools. The courses, near half
 * of a card's height when listed, wait behind a disclosure: a native <details>, so it opens
 * without JavaScript too, and the courses stay in the page's text for search and find-in-page.
 * Below 768 px the same disclosure, named "Details" there, is the card's fold (see PhoneFold):
 * closed, the card shows its years, title and school, and opening it shows the text above the
 * summary as well as the courses and tools under it. The tools follow the text rather than
 * stand at the card's foot, where a short card left a hole above them.
 */
export function EducationCard({ entry, coursesLabel, detailsLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} className={`reveal group/fold flex flex-col rounded-2xl bg-raised p-5 ring-1 ring-line sm:p-6 ${NIGHT_INSIDE}`}>
      <p
        className={
          "self-start rounded-full bg-feature px-3 py-1 font-display text-sm font-semibold text-on-feature " +
          "dark:bg-well dark:text-accent"
        }
      >
        {entry.date}
      </p>
      <h3 className="mt-3 text-xl font-bold md:text-2xl xl:text-xl">{entry.title}</h3>
      {/* Filled line by line: "pretty" took a word more down to keep the town off a line of its
          own, so "Higher vocational education, Stockholm" broke after "vocational" with the
          line half empty. A school, then its town on the next line, reads as an address. */}
      <p className="mt-1 font-medium text-wrap text-muted">{entry.place}</p>
      <HtmlContent html={entry.description} className={`mt-3 text-[0.9375rem] leading-relaxed text-muted ${FOLDED}`} />
      <details data-fold className="group mt-4 max-md:mt-2">
        <summary
          className={
            "inline-flex min-h-11 cursor-pointer lg:min-h-8 list-none items-center gap-1.5 font-display text-sm font-semibold uppercase " +
            "tracking-wider text-fg hover:text-accent [&::-webkit-details-marker]:hidden"
          }
        >
          <span className="md:hidden">{detailsLabel}</span>
          <span className="max-md:hidden">{coursesLabel}</span>
          <span className="font-normal text-muted max-md:hidden">({entry.courses.length})</span>
          <Icon name="chevronDown" className="transition-transform group-open:rotate-180" />
        </summary>
        {/* Two columns from 360 px: one course a row made each card a long list on a phone. */}
        <ul className="mt-2 grid gap-x-6 gap-y-1.5 text-sm min-[360px]:grid-cols-2">
          {entry.courses.map((course) => (
            <li key={course} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
              {course}
            </li>
          ))}
        </ul>
      </details>
      <div className={`pt-4 ${FOLDED}`}>
        <TechList tech={entry.tech} label={techLabel} />
      </div>
    </li>
  );
}
