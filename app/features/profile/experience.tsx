import { useTranslation } from "react-i18next";
import type { ExperienceEntry } from "~/content/schemas";
import { ExperienceItem } from "./experience-item";
import { ExploreLink } from "./explore-link";
import { ProfileSection } from "./profile-section";

/** Spec §2: work experience as a timeline, newest first, with an explore button. */
export function Experience({ entries }: { entries: ExperienceEntry[] }) {
  const { t } = useTranslation("profile");
  return (
    <ProfileSection
      id="experience"
      layout="split"
      intro={t("experience.intro")}
      aside={<ExploreLink className="mt-8 hidden lg:inline-flex">{t("experience.explore")}</ExploreLink>}
    >
      <ol className="relative">
        {entries.map((entry) => (
          <ExperienceItem key={`${entry.title}-${entry.date}`} entry={entry} techLabel={t("experience.tech")} />
        ))}
      </ol>
      <ExploreLink className="mt-10 lg:hidden">{t("experience.explore")}</ExploreLink>
    </ProfileSection>
  );
}
