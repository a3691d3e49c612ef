import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import type { Profile } from "~/content/schemas";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";

type Hobby = Profile["hobbies"][number];

/** Hobbies, the last section, so it closes the profile with a quiet line and link to /contact. */
export function Hobbies({ hobbies, intro, contactText }: { hobbies: Hobby[]; intro: string; contactText: string }) {
  const { t } = useTranslation("profile");
  return (
    <ProfileSection id="hobbies" intro={intro}>
      {/* A new site has none yet: the call to write stays, with no empty list above it. */}
      {hobbies.length > 0 && (
        <ul className="grid grid-cols-2 gap-x-6 gap-y-4 md:gap-x-10 lg:grid-cols-4">
          {hobbies.map((hobby) => (
            <HobbyItem key={hobby.title} hobby={hobby} />
          ))}
        </ul>
      )}
      <p className="mt-5 max-w-2xl text-muted md:mt-8">
        <span className="font-display font-semibold text-fg">{t("hobbies.contactTitle")}</span> <span>{contactText}</span>{" "}
        <Link to="/contact" className="quiet-link whitespace-nowrap">
          {t("hobbies.contactLink")}
          <Icon name="arrowRight" size={16} className="ml-1 inline align-[-0.125em]" />
        </Link>
      </p>
    </ProfileSection>
  );
}

function HobbyItem({ hobby }: { hobby: Hobby }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} className="reveal">
      <h3 className="font-display font-semibold leading-snug">{hobby.title}</h3>
      <p className="text-sm leading-normal md:leading-relaxed text-muted">{hobby.text}</p>
    </li>
  );
}
