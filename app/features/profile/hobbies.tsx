import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";

type Hobby = Profile["hobbies"][number];

/** Hobbies, the last section, so it closes the profile with the link to /contact. */
export function Hobbies({ hobbies, intro, contactText }: { hobbies: Hobby[]; intro: string; contactText: string }) {
  const { t } = useTranslation("profile");
  const ctaRef = useReveal<HTMLDivElement>();
  return (
    <ProfileSection id="hobbies" intro={intro}>
      {/* A new site has none yet: the call to write stays, with no empty list above it. */}
      {hobbies.length > 0 && (
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {hobbies.map((hobby) => (
            <HobbyCard key={hobby.title} hobby={hobby} />
          ))}
        </ul>
      )}
      <div
        ref={ctaRef}
        className={
          "reveal mt-12 flex flex-col gap-6 rounded-3xl ink-panel p-8 " +
          "md:flex-row md:items-center md:justify-between md:p-12"
        }
      >
        <div>
          <p className="font-display text-3xl font-bold">{t("hobbies.contactTitle")}</p>
          <p className="mt-2 max-w-xl text-on-feature-muted">{contactText}</p>
        </div>
        <Link
          to="/contact"
          className={
            "inline-flex shrink-0 items-center gap-2 self-start rounded-full bg-on-feature px-6 py-3.5 font-display font-semibold " +
            "text-fg transition-colors hover:bg-on-feature-accent md:self-auto dark:text-night"
          }
        >
          <Icon name="mail" />
          {t("hobbies.contactLink")}
        </Link>
      </div>
    </ProfileSection>
  );
}

function HobbyCard({ hobby }: { hobby: Hobby }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    // Drawn as the additional skills are: a rule in the accent, title and sentence, no card.
    <li ref={ref} className="reveal border-l-2 border-accent pl-4">
      <h3 className="font-display font-semibold leading-snug">{hobby.title}</h3>
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-muted">{hobby.text}</p>
    </li>
  );
}
