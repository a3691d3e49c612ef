import type { ReactNode } from "react";
import type { LinkProps } from "react-router";
import { Link } from "~/i18n/localized-links";
import { Icon } from "./icon";

type Props = Omit<LinkProps, "className" | "children"> & { children: ReactNode };

/**
 * The way back from a page to its list (a project to the portfolio, a post to the blog): one
 * drawing wherever a page has one, a text link after a ←, not a fourth kind of button. The link's
 * box is 44 px tall, so it is easy to tap, though its words are small.
 */
export function BackLink({ children, ...props }: Props) {
  return (
    <Link
      {...props}
      data-back-link
      className="group inline-flex min-h-11 items-center gap-2 font-display text-sm font-semibold text-fg hover:text-accent"
    >
      <Icon name="arrowLeft" size={16} className="transition-transform group-hover:-translate-x-0.5" />
      <span className="underline-offset-4 group-hover:underline">{children}</span>
    </Link>
  );
}
