import type { OwnerTexts, Profile } from "~/content/schemas";
import type { Portrait } from "~/content/portrait.server";
import { useLocalizedPath } from "~/i18n/use-language";
import { PROFILE_SECTIONS } from "~/lib/sections";
import { useSectionTracking } from "~/lib/use-section-tracking";
import { AboutMe } from "./about-me";
import { Education } from "./education";
import { Experience } from "./experience";
import { Hobbies } from "./hobbies";
import { HomeHero } from "./home-hero";
import { SelectedWork, type SelectedWorkItem } from "./selected-work";
import { SkillsBand } from "./skills-band";

const PROFILE_BASE_PATH = "/profile";

/**
 * `/`, `/profile` and `/profile/{sectionId}`: one page of sections, in the order PROFILE_SECTIONS
 * gives, with the selected work between the hero and the rest (work first, then the person).
 */
type Props = {
  profile: Profile;
  /** The owner's sentences of this page (texts.json). */
  texts: Pick<OwnerTexts, "hero" | "profile">;
  work?: readonly SelectedWorkItem[];
  /** The owner's portrait, beside their name in the hero. */
  portrait?: Portrait;
};

export function ProfilePage({ profile: data, texts, work = [], portrait }: Props) {
  const intros = texts.profile;
  useSectionTracking(PROFILE_SECTIONS, useLocalizedPath()(PROFILE_BASE_PATH));
  return (
    <>
      <HomeHero texts={texts.hero} portrait={portrait} />
      <SelectedWork items={work} />
      <AboutMe aboutMe={data.aboutMe} intro={intros.aboutMe} />
      <SkillsBand profile={data} intros={intros} />
      <Experience entries={data.experience} intro={intros.experience} />
      <Education entries={data.education} intro={intros.education} explore={intros.educationExplore} />
      <Hobbies hobbies={data.hobbies} intro={intros.hobbies} contactText={intros.hobbiesContact} />
    </>
  );
}
