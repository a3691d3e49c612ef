import { Tooltip } from "~/components/ui/tooltip";
import type { WebSkill } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * Web skills show name and icon; the icon names itself in a tooltip on hover and on keyboard focus.
 */
export function WebSkills({ skills, intro }: { skills: WebSkill[]; intro: string }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <ProfileSection id="web-skills" intro={intro}>
      <ul ref={ref} className="reveal grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5">
        {skills.map((skill) => (
          <li
            key={skill.name}
            className={
              "group flex flex-col items-start gap-5 rounded-2xl border border-line bg-card shadow-sm shadow-ink/5 p-5 " +
              "transition-colors hover:border-accent"
            }
          >
            <Tooltip content={skill.name}>
              <span
                role="img"
                aria-label={skill.name}
                tabIndex={0}
                className={
                  "grid size-12 place-items-center rounded-xl bg-well text-fg shadow-sm ring-1 ring-line transition-colors " +
                  "group-hover:text-accent"
                }
              >
                <TechGlyph icon={skill.icon} size={26} />
              </span>
            </Tooltip>
            <span aria-hidden="true" className="font-display font-semibold leading-tight">
              {skill.name}
            </span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
