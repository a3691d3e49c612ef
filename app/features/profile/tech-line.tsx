import { Fragment } from "react";

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
 * name rather than starting the next, so a wrapped line never opens with one. A line with its
 * label shown (the list's own first box, generated from its name) runs as text, so a long name
 * may wrap within itself and the lines fill.
 */
export function TechLine({ names, label, labelShown = false, className = "font-display" }: Props) {
  const form = labelShown
    ? "[&>li]:inline [&>li:not(:last-child)]:after:mr-1 " +
      "before:mr-2 before:font-display before:font-semibold before:text-fg before:content-[attr(aria-label)]"
    : "flex flex-wrap gap-x-2";
  return (
    <ul
      aria-label={label}
      className={
        `${form} text-sm text-muted ${className} ` +
        "[&>li:not(:last-child)]:after:ml-2 [&>li:not(:last-child)]:after:text-accent [&>li:not(:last-child)]:after:content-['·']"
      }
    >
      {/* The space between names is where a running line may break; a flex line ignores it. */}
      {names.map((name, index) => (
        <Fragment key={`${name}-${index}`}>
          {index > 0 && " "}
          <li>{name}</li>
        </Fragment>
      ))}
    </ul>
  );
}
