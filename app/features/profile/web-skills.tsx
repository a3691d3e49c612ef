import type { WebSkill } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * Web skills as compact chips of icon and name. The name is on the chip, so no tooltip repeats it
 * and the icon is decoration.
 */
export function WebSkills({ skills, intro }: { skills: WebSkill[]; intro: string }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <ProfileSection id="web-skills" intro={intro}>
      {/* Compact chips: the skills scan as one list, the icon beside the name. The list is kept to
          about the width of five chips, so on a wide screen the rows come out near even instead of
          one long row and a couple of orphans. */}
      <ul ref={ref} className="reveal flex max-w-3xl flex-wrap gap-2.5">
        {skills.map((skill) => (
          <li
            key={skill.name}
            className={
              "group relative inline-flex items-center gap-2.5 rounded-full border border-line bg-card py-1.5 pl-1.5 pr-4 " +
              "transition-colors hover:border-accent"
            }
          >
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-well text-fg transition-colors group-hover:text-accent"
            >
              <TechGlyph icon={skill.icon} size={20} />
            </span>
            <span className="font-display font-semibold leading-tight">
              {skill.name}
            </span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
