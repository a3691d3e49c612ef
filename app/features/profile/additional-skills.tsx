import { useTranslation } from "~/i18n/use-translation";
import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { PhoneFold } from "./phone-fold";
import { ProfileSection } from "./profile-section";

type Skill = Profile["additionalSkills"][number];

/*
 * Below 640 px the skills are two columns of titles and one "Read about each" opens their
 * sentences, in one column: six bordered sentences were the tallest block of the phone's home
 * page. As with the entries' folds (phone-fold.tsx), the control is a native <details> with only
 * its summary, and the list (marked `group/fold`) hides the sentences through `:has()` while it is
 * closed, so it opens without JavaScript; from 640 px the control is hidden and nothing is folded.
 */
// Written out whole, so Tailwind finds the classes in the source. Columns as wide as their titles
// (the room left shared between them), so a long Swedish compound keeps its line where halves cut it.
const TITLES_ONLY =
  "max-sm:group-has-[details[data-fold]:not([open])]/fold:grid-cols-[auto_auto] " +
  "max-sm:group-has-[details[data-fold]:not([open])]/fold:gap-x-4 " +
  "max-sm:group-has-[details[data-fold]:not([open])]/fold:gap-y-4";
const FOLDED_TEXT = "max-sm:group-has-[details[data-fold]:not([open])]/fold:hidden";

/**
 * Additional skills as a compact list of title and sentence beside the heading, two columns from
 * 640 px: cards of their own made six sentences the tallest of the skill sections.
 */
export function AdditionalSkills({ skills, intro }: { skills: Skill[]; intro: string }) {
  return (
    <ProfileSection id="additional-skills" layout="split" intro={intro}>
      <div className="group/fold lg:pt-4">
        <ul className={`grid gap-x-8 gap-y-6 sm:grid-cols-2 ${TITLES_ONLY}`}>
          {skills.map((skill) => (
            <SkillItem key={skill.title} skill={skill} />
          ))}
        </ul>
        <SkillsFold />
      </div>
    </ProfileSection>
  );
}

function SkillItem({ skill }: { skill: Skill }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    // A rule in the accent marks each item, as the meters' fill and the chips' icons do theirs.
    <li ref={ref} className="reveal border-l-2 border-accent pl-4">
      {/* A word longer than its column (an owner's own title) breaks rather than run out of it. */}
      <h3 className="font-display font-semibold leading-snug hyphens-auto [overflow-wrap:anywhere]">{skill.title}</h3>
      <p className={`mt-1 text-[0.9375rem] leading-relaxed text-muted ${FOLDED_TEXT}`}>{skill.text}</p>
    </li>
  );
}

/** The "Read about each" / "Show less" control; hidden from 640 px. */
function SkillsFold() {
  const { t } = useTranslation("profile");
  const labels = { more: t("additionalSkills.more"), less: t("additionalSkills.less") };
  return <PhoneFold below="sm" labels={labels} className="mt-4" />;
}
