import { useTranslation } from "react-i18next";
import { PROFILE_SECTIONS } from "~/lib/sections";
import { usePathSection } from "~/lib/use-path-section";
import { HomeHero } from "./home-hero";

// Placeholder sections until the profile issue fills them: each exists with its id and heading.
export function ProfilePage() {
  const { t } = useTranslation("profile");
  usePathSection(PROFILE_SECTIONS);
  return (
    <>
      <HomeHero />
      {PROFILE_SECTIONS.filter((id) => id !== "home").map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-6 py-16">
          <h2 id={`${id}-title`} className="text-3xl font-bold md:text-4xl">
            {t(`sections.${id}`)}
          </h2>
        </section>
      ))}
    </>
  );
}
