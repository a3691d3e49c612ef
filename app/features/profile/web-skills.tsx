import { Tooltip } from "~/components/ui/tooltip";
import type { WebSkill } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * Web skills as compact chips of icon and name; the icon names itself in a tooltip on hover and on
 * keyboard focus.
 */
export function WebSkills({ skills, intro }: { skills: WebSkill[]; intro: string }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <ProfileSection id="web-skills" intro={intro}>
      {/* Compact chips: the skills scan as one list, the icon beside the name. */}
      <ul ref={ref} className="reveal flex flex-wrap gap-2.5">
        {skills.map((skill) => (
          <li
            key={skill.name}
            className={
              "group relative inline-flex items-center gap-2.5 rounded-full border border-line bg-card py-1.5 pl-1.5 pr-4 " +
              "transition-colors hover:border-accent"
            }
          >
            {/* Centred on the chip: its name is beside the icon, so the tip only echoes it, above. */}
            <Tooltip content={skill.name} centerOn="parent">
              <span
                role="img"
                aria-label={skill.name}
                tabIndex={0}
                className="grid size-9 place-items-center rounded-full bg-well text-fg transition-colors group-hover:text-accent"
              >
                <TechGlyph icon={skill.icon} size={20} />
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
