import type { Tech } from "~/content/schemas";

/**
 * A role's or a programme's tools as one line of names in small type, dot-separated: a CV list
 * read down a column, where a row of chips per entry doubled its height. The dot ends a name
 * rather than starting the next, so a wrapped line never opens with one.
 */
export function TechLine({ tech, label }: { tech: readonly Tech[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className={
        "flex flex-wrap gap-x-2 font-display text-sm text-muted " +
        "[&>li:not(:last-child)]:after:ml-2 [&>li:not(:last-child)]:after:text-accent [&>li:not(:last-child)]:after:content-['·']"
      }
    >
      {tech.map(({ name }, index) => (
        <li key={`${name}-${index}`}>{name}</li>
      ))}
    </ul>
  );
}
