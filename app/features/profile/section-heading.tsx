import type { ReactNode } from "react";
import { useReveal } from "~/lib/use-reveal";
import { RegistrationMark } from "~/components/ui/print-mark";
import { AnimatedHeading } from "./animated-heading";

type Props = {
  /** The heading element's id, which its section is labelled by. */
  id: string;
  title: string;
  intro?: string;
  /** group: a part of a band (a skill group), set a size down from a section's own heading. */
  size?: "section" | "group";
  /** A quiet link at the heading line's end (the selected work's way on to the portfolio). */
  action?: ReactNode;
};

// One scale for every home section, a step under the page's hero, so the sections read as parts
// of one page rather than pages of their own.
const HEADING = {
  section: "text-2xl font-bold md:text-3xl",
  group: "text-xl font-bold md:text-2xl",
} as const;

/**
 * The one heading of every home section: the registration mark where a section begins, the title,
 * an optional link at the line's end, then the owner's line under it.
 */
export function SectionHeading({ id, title, intro, size = "section", action }: Props) {
  const introRef = useReveal<HTMLParagraphElement>();
  return (
    // A div, not <header>: the page's one banner stays the only header element.
    <div className={action ? "" : "max-w-2xl"}>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <div className="flex items-center gap-3">
          <RegistrationMark className={`text-accent ${size === "section" ? "size-5" : "size-4"}`} />
          <AnimatedHeading id={id} text={title} className={HEADING[size]} />
        </div>
        {action}
      </div>
      {intro && (
        <p ref={introRef} className={`reveal mt-1.5 max-w-2xl text-muted ${size === "section" ? "max-md:text-[0.9375rem]" : "text-sm"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
