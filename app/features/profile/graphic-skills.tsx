import { useTranslation } from "~/i18n/use-translation";
import type { GraphicSkill } from "~/content/schemas";
import { SkillBar } from "./skill-bar";

/**
 * Graphic skills, each with the share of the owner's design work it takes (values from the
 * profile content), said above the bars so the numbers read as a split of time, not as marks.
 */
export function GraphicSkills({ skills }: { skills: GraphicSkill[] }) {
  const { t } = useTranslation("profile");
  return (
    <>
      <p className="font-display text-xs font-semibold tracking-wider text-muted uppercase">{t("graphicSkills.share")}</p>
      <ul className="mt-3 grid gap-3">
        {skills.map((skill) => (
          <SkillBar key={skill.name} skill={skill} />
        ))}
      </ul>
    </>
  );
}
