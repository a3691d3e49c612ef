import type { Tech } from "~/content/schemas";

/**
 * A role's or a programme's tools as one line of names in small type, dot-separated: a CV list
 * read down a column, where a row of chips per entry doubled its height.
 */
export function TechLine({ tech, label }: { tech: readonly Tech[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className={
        "flex flex-wrap gap-x-2 font-display text-sm text-muted " +
        "[&>li+li]:before:mr-2 [&>li+li]:before:text-accent [&>li+li]:before:content-['·']"
      }
    >
      {tech.map(({ name }, index) => (
        <li key={`${name}-${index}`}>{name}</li>
      ))}
    </ul>
  );
}
