type Props = {
  /** The names, in order. */
  names: readonly string[];
  /** The list's name; with `labelShown` it also opens the line, in ink, before the first name. */
  label: string;
  labelShown?: boolean;
  className?: string;
};

/**
 * A role's or a programme's tools (or courses) as one line of names in small type, dot-separated:
 * a CV list read down a column, where a row of chips per entry doubled its height. The dot ends a
 * name rather than starting the next, so a wrapped line never opens with one. A shown label is
 * the list's own first box (generated from its name), so the names flow on beside it.
 */
export function TechLine({ names, label, labelShown = false, className = "font-display" }: Props) {
  return (
    <ul
      aria-label={label}
      className={
        `flex flex-wrap gap-x-2 text-sm text-muted ${className} ` +
        "[&>li:not(:last-child)]:after:ml-2 [&>li:not(:last-child)]:after:text-accent [&>li:not(:last-child)]:after:content-['·'] " +
        (labelShown ? "before:font-display before:font-semibold before:text-fg before:content-[attr(aria-label)]" : "")
      }
    >
      {names.map((name, index) => (
        <li key={`${name}-${index}`}>{name}</li>
      ))}
    </ul>
  );
}
