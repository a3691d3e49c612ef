import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { HtmlContent } from "~/components/ui/html-content";
import { TechList } from "~/components/ui/tech-list";

type Props = { entry: EducationEntry; coursesLabel: string; techLabel: string };

/*
 * The card is raised above its band like every other card on the page (at night the page's own
 * colour sank it into the band). At night the raised colour is also the one of the date pill and
 * the tech chips, so inside the card those step back down to the band's colour.
 */
const NIGHT_INSIDE = "dark:[--color-well:var(--color-night-2)]";

export function EducationCard({ entry, coursesLabel, techLabel }: Props) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li
      ref={ref}
      className={`reveal flex flex-col rounded-2xl bg-raised p-5 ring-1 ring-line sm:p-6 md:p-8 ${NIGHT_INSIDE}`}
    >
      <p
        className={
          "self-start rounded-full bg-feature px-3 py-1 font-display text-sm font-semibold text-on-feature " +
          "dark:bg-well dark:text-accent"
        }
      >
        {entry.date}
      </p>
      <h3 className="mt-4 text-2xl font-bold">{entry.title}</h3>
      <p className="mt-1 font-medium text-muted">{entry.place}</p>
      <HtmlContent html={entry.description} className="mt-4 text-muted" />
      <h4 className="mt-6 font-display text-sm font-semibold uppercase tracking-wider text-muted">
        {coursesLabel}
      </h4>
      {/* Two columns from 360 px: one course a row made each card a long list on a phone. */}
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm min-[360px]:grid-cols-2">
        {entry.courses.map((course) => (
          <li key={course} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
            {course}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <TechList tech={entry.tech} label={techLabel} />
      </div>
    </li>
  );
}
