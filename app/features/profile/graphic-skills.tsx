import type { GraphicSkill } from "~/content/schemas";
import { ProfileSection } from "./profile-section";
import { SkillBar } from "./skill-bar";

/**
 * Graphic skills are measured by hand, so each shows its name and a percentage bar (values from the
 * profile content).
 */
export function GraphicSkills({ skills, intro }: { skills: GraphicSkill[]; intro: string }) {
  return (
    <ProfileSection id="graphic-skills" tone="band" layout="split" intro={intro}>
      <ul className="grid gap-4 lg:pt-4">
        {skills.map((skill) => (
          <SkillBar key={skill.name} skill={skill} />
        ))}
      </ul>
    </ProfileSection>
  );
}
