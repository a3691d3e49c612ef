import { useId, useState, type ReactNode } from "react";

type Props = {
  /** The tooltip's text; it also names the trigger for screen readers. */
  label: string;
  /** What the trigger shows (decorative: the label is its name). */
  children: ReactNode;
  className?: string;
};

/**
 * A focusable icon with a tooltip that shows on hover and on keyboard focus and hides on Escape
 * (WCAG 1.4.13). Minimal on purpose: a shared `components/ui/tooltip.tsx` is being built in
 * parallel and should replace this one when it lands.
 */
export function Tooltip({ label, children, className }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <span
        role="img"
        tabIndex={0}
        aria-labelledby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        className={className}
      >
        {children}
      </span>
      <span
        id={id}
        role="tooltip"
        data-open={open}
        className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-ink px-2.5 py-1 text-xs font-semibold text-paper opacity-0 shadow-lg transition-opacity duration-150 data-[open=true]:opacity-100 dark:bg-moon dark:text-night"
      >
        {label}
      </span>
    </span>
  );
}
