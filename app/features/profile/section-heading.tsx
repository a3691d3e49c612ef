import { useTranslation } from "~/i18n/use-translation";
import type { ProfileSectionId } from "~/lib/sections";
import { useReveal } from "~/lib/use-reveal";
import { RegistrationMark } from "~/components/ui/print-mark";
import { AnimatedHeading } from "./animated-heading";

type Props = {
  id: Exclude<ProfileSectionId, "home">;
  intro?: string;
  /** group: a part of a band (a skill group), set a size down from a section's own heading. */
  size?: "section" | "group";
};

const HEADING = {
  section: "text-2xl font-bold md:text-4xl",
  group: "text-xl font-bold md:text-2xl",
} as const;

/** A profile section's heading: the registration mark where a section begins, then the owner's line. */
export function SectionHeading({ id, intro, size = "section" }: Props) {
  const { t } = useTranslation("profile");
  const introRef = useReveal<HTMLParagraphElement>();
  return (
    // A div, not <header>: the page's one banner stays the only header element.
    <div className="max-w-2xl">
      <div className="flex items-center gap-3">
        <RegistrationMark className={`text-accent ${size === "section" ? "size-5" : "size-4"}`} />
        <AnimatedHeading id={`${id}-title`} text={t(`sections.${id}`)} className={HEADING[size]} />
      </div>
      {intro && (
        <p ref={introRef} className={`reveal mt-1.5 text-muted ${size === "section" ? "max-md:text-[0.9375rem]" : "text-sm"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
