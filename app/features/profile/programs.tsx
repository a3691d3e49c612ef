import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { SkillChip } from "./skill-chip";

/** Tools as one wrapping row of the same small chips as the web skills, beside the heading. */
export function Programs({ programs, intro }: { programs: Profile["programs"]; intro: string }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <ProfileSection id="programs-and-softwares" tone="band" layout="split" intro={intro}>
      <ul ref={ref} className="reveal flex flex-wrap gap-2 lg:pt-4">
        {programs.map((program) => (
          <SkillChip key={program.name} name={program.name} icon={program.icon} />
        ))}
      </ul>
    </ProfileSection>
  );
}
