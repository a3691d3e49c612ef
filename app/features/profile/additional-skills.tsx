import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";

type Skill = Profile["additionalSkills"][number];

export function AdditionalSkills({ skills, intro }: { skills: Skill[]; intro: string }) {
  return (
    <ProfileSection id="additional-skills" intro={intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {skills.map((skill) => (
          <SkillCard key={skill.title} skill={skill} />
        ))}
      </ul>
    </ProfileSection>
  );
}

function SkillCard({ skill }: { skill: Skill }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li
      ref={ref}
      className="reveal rounded-2xl border border-line bg-card shadow-sm shadow-ink/5 p-6 md:p-7"
    >
      <h3 className="text-xl font-bold">{skill.title}</h3>
      <p className="mt-2 text-muted">{skill.text}</p>
    </li>
  );
}
