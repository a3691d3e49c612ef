import { useTranslation } from "~/i18n/use-translation";
import type { ExperienceEntry } from "~/content/schemas";
import { ExperienceItem } from "./experience-item";
import { ExploreLink } from "./explore-link";
import { ProfileSection } from "./profile-section";

/**
 * Work experience as a timeline, newest first, with an explore button to the portfolio that shows
 * the work under the intro on a large screen. Smaller screens go without it: there it came after
 * the timeline, a screen above education's own call to the same place. The button is
 * outlined: education's dark card further down is the page's one strong call to action, to the
 * same place. The heading stands above the timeline, whose own left column holds each role's
 * date, name and title (see ExperienceItem), so no column beside it is left empty.
 */
export function Experience({ entries, intro }: { entries: ExperienceEntry[]; intro: string }) {
  const { t } = useTranslation("profile");
  return (
    <ProfileSection
      id="experience"
      intro={intro}
      aside={
        <div className="mt-6">
          <ExploreLink tone="outline">{t("experience.explore")}</ExploreLink>
        </div>
      }
    >
      {/* A new site has no entries yet: heading, intro and the way to the work stay, with no empty list. */}
      {entries.length > 0 && (
        <ol className="relative lg:[--meta:14rem] xl:[--meta:16rem]">
          {entries.map((entry) => (
            <ExperienceItem key={`${entry.title}-${entry.date}`} entry={entry} techLabel={t("experience.tech")} />
          ))}
        </ol>
      )}
    </ProfileSection>
  );
}
