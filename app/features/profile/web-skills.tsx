import type { WebSkill } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { SkillChip } from "./skill-chip";

/**
 * Web skills as compact chips of icon and name, beside the heading on a large screen as about me's
 * and graphic skills' content is (no half-empty row under a full-width heading). The name is on
 * the chip, so no tooltip repeats it.
 */
export function WebSkills({ skills, intro }: { skills: WebSkill[]; intro: string }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <ProfileSection id="web-skills" layout="split" intro={intro}>
      <ul ref={ref} className="reveal flex flex-wrap gap-2 lg:pt-4">
        {skills.map((skill) => (
          <SkillChip key={skill.name} name={skill.name} icon={skill.icon} />
        ))}
      </ul>
    </ProfileSection>
  );
}
