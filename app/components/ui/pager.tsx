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
        {fill && !previous && <ListStop stop={fill} side="start" />}
        {previous && <Stop stop={previous} rel="prev" />}
        {next && <Stop stop={next} rel="next" />}
        {fill && !next && <ListStop stop={fill} side="end" />}
      </ul>
    </nav>
  );
}

/** The way back to the whole list, drawn like a neighbour on the side it fills, with the list's glyph. */
function ListStop({ stop, side }: { stop: PagerStop; side: "start" | "end" }) {
  const end = side === "end";
  return (
    <li className={end ? "sm:col-start-2" : "sm:col-start-1 sm:row-start-1"}>
      <Link to={stop.to} className={`${CELL} ${end ? "sm:items-end sm:text-right" : ""}`}>
        <span className="inline-flex items-center gap-1.5 font-display text-xs font-semibold uppercase tracking-widest text-muted">
          <Icon name="layout" size={14} />
          {stop.label}
        </span>
        <span className="font-display text-xl font-bold text-fg group-hover:text-accent">{stop.title}</span>
      </Link>
    </li>
  );
}

function Stop({ stop, rel }: { stop: PagerStop; rel: "prev" | "next" }) {
  const previous = rel === "prev";
  return (
    // The next one keeps the right-hand column even when there is no previous one.
    <li className={previous ? undefined : "sm:col-start-2"}>
      <Link to={stop.to} rel={rel} className={`${CELL} ${previous ? "" : "sm:items-end sm:text-right"}`}>
        <span className="inline-flex items-center gap-1.5 font-display text-xs font-semibold uppercase tracking-widest text-muted">
          {previous && <Icon name="arrowLeft" size={14} className="transition-transform group-hover:-translate-x-1" />}
          {stop.label}
          {!previous && <Icon name="arrowRight" size={14} className="transition-transform group-hover:translate-x-1" />}
        </span>
        <span className="font-display text-xl font-bold text-fg group-hover:text-accent">{stop.title}</span>
      </Link>
    </li>
  );
}
