import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";

type Skill = Profile["additionalSkills"][number];

/**
 * Additional skills as a compact list of title and sentence beside the heading, two columns from
 * 640 px: cards of their own made six sentences the tallest of the skill sections.
 */
export function AdditionalSkills({ skills, intro }: { skills: Skill[]; intro: string }) {
  return (
    <ProfileSection id="additional-skills" layout="split" intro={intro}>
      <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:pt-4">
        {skills.map((skill) => (
          <SkillItem key={skill.title} skill={skill} />
        ))}
      </ul>
    </ProfileSection>
  );
}

function SkillItem({ skill }: { skill: Skill }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    // A rule in the accent marks each item, as the meters' fill and the chips' icons do theirs.
    <li ref={ref} className="reveal border-l-2 border-accent pl-4">
      <h3 className="font-display font-semibold leading-snug">{skill.title}</h3>
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-muted">{skill.text}</p>
    </li>
  );
}
