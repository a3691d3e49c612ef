import { useTranslation } from "~/i18n/use-translation";
import type { ExperienceEntry } from "~/content/schemas";
import { ExperienceItem } from "./experience-item";
import { ProfileSection } from "./profile-section";

/** Work experience as a dense list, newest first: one ruled row per role, scanned in seconds. */
export function Experience({ entries, intro }: { entries: ExperienceEntry[]; intro: string }) {
  const { t } = useTranslation("profile");
  return (
    <ProfileSection id="experience" intro={intro}>
      {/* A new site has no entries yet: heading and intro stay, with no empty list. */}
      {entries.length > 0 && (
        <ol className="border-t border-line">
          {entries.map((entry) => (
            <ExperienceItem key={`${entry.title}-${entry.date}`} entry={entry} techLabel={t("experience.tech")} />
          ))}
        </ol>
      )}
    </ProfileSection>
  );
}
