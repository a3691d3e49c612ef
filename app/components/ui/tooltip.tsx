import { cloneElement, useId, useState, type ReactElement, type ReactNode } from "react";

type TriggerProps = { "aria-describedby"?: string };

type Props = {
  /** What the tooltip says; it also describes the trigger to assistive technology. */
  content: ReactNode;
  /** One focusable element (a button, a link, or an element with tabIndex={0} and a name). */
  children: ReactElement<TriggerProps>;
  /** Beside the trigger ("right") where it stands at the screen's left edge, like the side rail. */
  placement?: "top" | "bottom" | "right";
  className?: string;
};

const PLACEMENT = {
  top: "bottom-full left-1/2 -translate-x-1/2 pb-2",
  bottom: "top-full left-1/2 -translate-x-1/2 pt-2",
  right: "left-full top-1/2 -translate-y-1/2 pl-2",
} as const;

// Shown by CSS on hover and on focus (a tap focuses, so phones get it too), so it works before
// hydration; pointer events are on whenever it is shown, however it was opened, and the padding
// bridges the gap, so the pointer can move onto it (WCAG 1.4.13) and it is the topmost thing
// where it is drawn instead of letting taps and hit tests fall through to what lies beneath.
const SHOWN =
  "group-hover/tooltip:visible group-hover/tooltip:opacity-100 group-hover/tooltip:pointer-events-auto " +
  "group-focus-within/tooltip:visible group-focus-within/tooltip:opacity-100 group-focus-within/tooltip:pointer-events-auto";

/**
 * A tooltip for a focusable trigger (WAI-ARIA tooltip pattern): it appears on hover and on
 * keyboard focus, stays while hovered, and Escape dismisses it until the pointer or focus leaves.
 */
export function Tooltip({ content, children, placement = "top", className }: Props) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");
  return (
    /* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the trigger inside is what
       takes focus; the wrapper only hears its Escape, pointer leave and blur as they bubble up */
    <span
      className={["group/tooltip relative inline-flex", className].filter(Boolean).join(" ")}
      onKeyDown={(event) => {
        if (event.key === "Escape") setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span
        role="tooltip"
        id={id}
        data-dismissed={dismissed || undefined}
        className={[
          "pointer-events-none invisible absolute z-30 opacity-0 transition-opacity duration-150",
          PLACEMENT[placement],
          dismissed ? "" : SHOWN,
        ].join(" ")}
      >
        <span
          className={
            "block whitespace-nowrap rounded-lg bg-inverse px-3 py-1.5 font-display text-xs font-semibold text-on-inverse shadow-lg"
          }
        >
          {content}
        </span>
      </span>
    </span>
  );
}
