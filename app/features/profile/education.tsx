import { useTranslation } from "~/i18n/use-translation";
import type { EducationEntry } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { EducationCard } from "./education-card";
import { ExploreLink } from "./explore-link";
import { ProfileSection } from "./profile-section";

/**
 * Education entries as compact cards, three to a row from 1280 px; the last cell sends the visitor on to the work that came of it,
 * with the owner's words (`explore`) about that work.
 */
export function Education({ entries, intro, explore }: { entries: EducationEntry[]; intro: string; explore: string }) {
  const { t } = useTranslation("profile");
  const ctaRef = useReveal<HTMLDivElement>();
  return (
    <ProfileSection id="education" tone="band" intro={intro}>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {/* A new site has no entries yet: then the panel to the work stands alone. */}
        {entries.length > 0 && (
          <ol className="contents">
            {entries.map((entry) => (
              <EducationCard
                key={`${entry.title}-${entry.date}`}
                entry={entry}
                coursesLabel={t("education.courses")}
                detailsLabel={t("education.details")}
                techLabel={t("education.tech")}
              />
            ))}
          </ol>
        )}
        {/* The ink panel, as every dark block: at night its hairline sets it off the raised cards. */}
        <div
          ref={ctaRef}
          className={
            "reveal flex flex-col justify-center rounded-2xl ink-panel p-8 md:p-10"
          }
        >
          <p className="font-display text-2xl font-bold">{t("education.exploreTitle")}</p>
          <p className="mt-3 text-on-feature-muted">{explore}</p>
          <ExploreLink tone="inverse" className="mt-7 self-start">
            {t("education.explore")}
          </ExploreLink>
        </div>
      </div>
    </ProfileSection>
  );
}
