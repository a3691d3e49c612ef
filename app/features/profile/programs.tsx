import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { TechGlyph } from "~/components/ui/tech-glyph";

export function Programs({ programs, intro }: { programs: Profile["programs"]; intro: string }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <ProfileSection id="programs-and-softwares" tone="band" intro={intro}>
      {/* Every row as tall as the tallest: a name that wraps does not make its row stand out. */}
      <ul ref={ref} className="reveal grid auto-rows-fr grid-cols-1 gap-3 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
        {programs.map((program) => (
          <li
            key={program.name}
            className="flex items-center gap-3 rounded-xl bg-raised px-4 py-3.5 ring-1 ring-line"
          >
            <TechGlyph icon={program.icon} size={22} className="shrink-0 text-accent" />
            <span className="font-display font-semibold leading-tight">{program.name}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
