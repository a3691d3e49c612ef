import type { ReactNode } from "react";
import { Icon } from "./icon";

type Props = {
  /** The round tile's icon. */
  glyph: ReactNode;
  title: string;
  note?: string | undefined;
  /** Where the card leads (a new tab); a card without one is a note, not a link. */
  href?: string;
  /** Said after the title of a link, for screen readers ("(opens in a new tab)"). */
  newTab?: string;
};

const CARD = "group flex h-full items-start gap-3 rounded-2xl border border-line p-4";

/**
 * One drawing for a link out of the site (a project's live site or code, a post's further
 * reading) and for the note beside it: an icon in a round tile, a title, a line under it.
 */
export function LinkCard({ glyph, title, note, href, newTab }: Props) {
  const body = (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-well">{glyph}</span>
      <span className="min-w-0 flex-1">
        <span className={`flex items-center gap-1.5 font-display font-semibold ${href ? "group-hover:text-accent" : ""}`}>
          {title}
          {href && <Icon name="external" size={14} className="shrink-0" />}
        </span>
        {note && <span className="mt-1 block text-sm text-muted">{note}</span>}
        {href && newTab && <span className="sr-only"> {newTab}</span>}
      </span>
    </>
  );
  if (!href) return <div className={CARD}>{body}</div>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${CARD} transition-colors hover:border-accent`}>
      {body}
    </a>
  );
}
