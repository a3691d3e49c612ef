import { RankBadge } from "./rank-badge";
import { CARD_EYEBROW } from "./card-text";

type Props = {
  /** What kind of work, then the year: the one pattern of every card's line ("Poster · 2019"). */
  parts: ReadonlyArray<string | number | undefined>;
  /** Its place in the top 5, when a category's card shows a top-5 project again. */
  rank?: number;
  className?: string;
};

/**
 * The line over a card's title. Each part keeps its words together, so on a narrow card the line
 * breaks between "Product identity ·" and "2025", never inside "Product identity".
 */
export function CardMeta({ parts, rank, className = "" }: Props) {
  const shown = parts.filter((part): part is string | number => part !== undefined && part !== "");
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${CARD_EYEBROW} ${className}`}>
      {rank !== undefined && <RankBadge rank={rank} />}
      <span data-testid="card-meta">
        {shown.map((part, index) => (
          <span key={index}>
            {index > 0 && " "}
            <span className="whitespace-nowrap">
              {part}
              {index < shown.length - 1 && " ·"}
            </span>
          </span>
        ))}
      </span>
    </p>
  );
}

/** A top-5 item's own line ("Fullstack · 2025") in the same parts as every other card's. */
export function metaParts(line: string): string[] {
  return line.split(/\s*·\s*/);
}
