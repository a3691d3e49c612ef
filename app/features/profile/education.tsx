import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import type { EducationEntry } from "~/content/schemas";
import { EducationItem } from "./education-item";
import { ProfileSection } from "./profile-section";
import { scrollToMyWorkLater } from "./scroll-to-my-work";

/**
 * Education as a ruled list of programmes, set as the experience above it, then one quiet link on
 * to the work that came of it, with the owner's words (`explore`) about that work: the hero keeps
 * the page's only buttons.
 */
export function Education({ entries, intro, explore }: { entries: EducationEntry[]; intro: string; explore: string }) {
  const { t } = useTranslation("profile");
  return (
    <ProfileSection id="education" tone="band" intro={intro}>
      {/* A new site has no entries yet: then the line to the work stands alone. */}
      {entries.length > 0 && (
        <ol className="border-t border-line">
          {entries.map((entry) => (
            <EducationItem
              key={`${entry.title}-${entry.date}`}
              entry={entry}
              coursesLabel={t("education.courses")}
              techLabel={t("education.tech")}
            />
          ))}
        </ol>
      )}
      <p className="mt-5 max-w-2xl text-muted md:mt-8">
        <span>{explore}</span>{" "}
        {/* A real link to /portfolio, then the scroll to the work's first section. */}
        <Link to="/portfolio" onClick={() => scrollToMyWorkLater()} className="quiet-link whitespace-nowrap">
          {t("education.explore")}
          <Icon name="arrowRight" size={16} className="ml-1 inline align-[-0.125em]" />
        </Link>
      </p>
    </ProfileSection>
  );
}
