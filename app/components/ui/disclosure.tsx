import type { ReactNode, SyntheticEvent } from "react";
import { Icon } from "./icon";

type Props = {
  /** The label while closed ("Read more") and while open ("Read less"). */
  more: ReactNode;
  less: ReactNode;
  /**
   * What opening shows. Content outside the control may follow it too: inside a `group/disclosed`
   * that holds both, `group-has-[details[data-disclosure]:not([open])]/disclosed:line-clamp-5`.
   */
  children?: ReactNode;
  /** Called with the new state after the visitor opens or closes it. */
  onToggle?: (open: boolean) => void;
  className?: string;
};

/**
 * The site's one show-more control: a native <details>, so it opens and closes before any script
 * arrives and what it holds stays in the page for search and find-in-page. The chevron turns and
 * the label switches between its two words by CSS alone.
 */
export function Disclosure({ more, less, children, onToggle, className = "" }: Props) {
  const toggled = onToggle && ((event: SyntheticEvent<HTMLDetailsElement>) => onToggle(event.currentTarget.open));
  return (
    <details data-disclosure className={`group/disclosure ${className}`} onToggle={toggled}>
      <summary
        className={
          // Ink with an accent underline, as the site's links: the accent alone is too light on a band.
          "inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-display text-sm font-semibold text-fg " +
          "underline decoration-accent decoration-2 underline-offset-4 hover:text-accent [&::-webkit-details-marker]:hidden"
        }
      >
        <span className="group-open/disclosure:hidden">{more}</span>
        <span className="hidden group-open/disclosure:inline">{less}</span>
        <Icon name="chevronDown" size={16} className="transition-transform group-open/disclosure:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
