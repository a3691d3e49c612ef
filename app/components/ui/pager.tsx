import { Link } from "~/i18n/localized-links";
import { Icon } from "./icon";

export type PagerStop = { to: string; title: string; label: string };

type Props = {
  /** Names the nav ("More projects", "More posts"). */
  label: string;
  previous?: PagerStop | null;
  next?: PagerStop | null;
  /**
   * The list both belong to ("All posts"): it takes the column a missing neighbour leaves, so the
   * first or the last of a list does not end on one half-width card beside an empty half.
   */
  all?: PagerStop | null;
  /** The space above it, where the page does not give it already. */
  className?: string;
};

const CELL =
  "group flex h-full flex-col gap-1 rounded-2xl border border-line bg-card p-5 transition-colors hover:border-accent " +
  "focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent";

/**
 * The end of a case or a post: the one before and the one after, each its tracked label over its
 * title in the display face. One drawing for both pages, so the same thing looks the same.
 */
export function Pager({ label, previous, next, all, className = "mt-20" }: Props) {
  if (!previous && !next) return null;
  const fill = all && (!previous || !next) ? all : null;
  return (
    <nav aria-label={label} data-pager className={`border-t border-line pt-8 ${className}`}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {fill && !previous && <Stop stop={fill} side="start" />}
        {previous && <Stop stop={previous} rel="prev" side="start" />}
        {next && <Stop stop={next} rel="next" side="end" />}
        {fill && !next && <Stop stop={fill} side="end" />}
      </ul>
    </nav>
  );
}

/**
 * One card of the pager: a neighbour (`rel`), its arrow on the outer side, or the way back to the
 * whole list with the list's glyph, in the column a missing neighbour leaves. One drawing for all.
 */
function Stop({ stop, rel, side }: { stop: PagerStop; rel?: "prev" | "next"; side: "start" | "end" }) {
  const end = side === "end";
  const glyph = rel ? (
    <Icon
      name={end ? "arrowRight" : "arrowLeft"}
      size={14}
      className={`transition-transform ${end ? "group-hover:translate-x-1" : "group-hover:-translate-x-1"}`}
    />
  ) : (
    <Icon name="layout" size={14} />
  );
  return (
    // The end column stays on the right even when the start is missing; the list's card in the
    // start column keeps the first row when the next neighbour follows it.
    <li className={end ? "sm:col-start-2" : rel ? undefined : "sm:col-start-1 sm:row-start-1"}>
      <Link to={stop.to} rel={rel} className={`${CELL} ${end ? "sm:items-end sm:text-right" : ""}`}>
        <span className="inline-flex items-center gap-1.5 font-display text-xs font-semibold uppercase tracking-widest text-muted">
          {!end && glyph}
          {stop.label}
          {end && glyph}
        </span>
        <span className="font-display text-xl font-bold text-fg group-hover:text-accent">{stop.title}</span>
      </Link>
    </li>
  );
}
