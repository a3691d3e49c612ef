import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ProfileSectionId } from "~/lib/sections";
import { useReveal } from "~/lib/use-reveal";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";
import { AnimatedHeading } from "./animated-heading";

type Props = {
  id: Exclude<ProfileSectionId, "home">;
  intro?: string;
  /** band: the alternate background, so neighbouring sections read as separate blocks. */
  tone?: "plain" | "band";
  /** split: heading column beside the content on large screens (it stays in view while reading). */
  layout?: "stack" | "split";
  /** Extra content under the heading, e.g. a call to action in the sticky column. */
  aside?: ReactNode;
  /** The content reads on from the intro (about me's text), so it follows closely when stacked. */
  close?: boolean;
  children: ReactNode;
};

/** One profile section: animated heading, intro, content. */
export function ProfileSection({ id, intro, tone = "plain", layout = "stack", aside, close = false, children }: Props) {
  const { t } = useTranslation("profile");
  const introRef = useReveal<HTMLParagraphElement>();
  const split = layout === "split";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={["render-when-near [--near-height:60rem]", tone === "band" && "under-rail bg-surface-alt"].filter(Boolean).join(" ")}
    >
      <div
        className={[
          `${PAGE_COLUMN} ${SPACE.section}`,
          split ? "lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16" : "",
        ].join(" ")}
      >
        {/* A div, not <header>: the page's one banner stays the only header element. */}
        {/* Sticky just under the fixed header, so the heading and its action stay beside a long column. */}
        <div
          className={[
            close ? "mb-6" : "mb-10",
            split
              ? "lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:mb-0 lg:self-start"
              : "max-w-2xl md:mb-12",
          ].join(" ")}
        >
          {/* No number: the sections are a profile, not steps. A short rule marks where each begins. */}
          <span aria-hidden="true" className="block h-0.5 w-10 rounded-full bg-accent" />
          <AnimatedHeading id={`${id}-title`} text={t(`sections.${id}`)} className="mt-4 text-4xl font-bold md:text-5xl" />
          {intro && (
            <p ref={introRef} className="reveal mt-5 max-w-xl text-lg text-muted">
              {intro}
            </p>
          )}
          {aside}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
