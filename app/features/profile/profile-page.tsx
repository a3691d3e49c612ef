import type { Profile } from "~/content/schemas";
import { useLocalizedPath } from "~/i18n/use-language";
import { PROFILE_SECTIONS } from "~/lib/sections";
import { useSectionTracking } from "~/lib/use-section-tracking";
import { AboutMe } from "./about-me";
import { AdditionalSkills } from "./additional-skills";
import { Education } from "./education";
import { Experience } from "./experience";
import { GraphicSkills } from "./graphic-skills";
import { Hobbies } from "./hobbies";
import { HomeHero } from "./home-hero";
import { Programs } from "./programs";
import { SelectedWork, type SelectedWorkItem } from "./selected-work";
import { WebSkills } from "./web-skills";

const PROFILE_BASE_PATH = "/profile";

/**
 * `/`, `/profile` and `/profile/{sectionId}`: one page of sections, in the order PROFILE_SECTIONS
 * gives, with the selected work between the hero and the rest (work first, then the person).
 */
export function ProfilePage({ profile: data, work = [] }: { profile: Profile; work?: readonly SelectedWorkItem[] }) {
  useSectionTracking(PROFILE_SECTIONS, useLocalizedPath()(PROFILE_BASE_PATH));
  return (
    <>
      <HomeHero />
      <SelectedWork items={work} />
      <AboutMe aboutMe={data.aboutMe} />
      <WebSkills skills={data.webSkills} />
      <GraphicSkills skills={data.graphicSkills} />
      <AdditionalSkills skills={data.additionalSkills} />
      <Programs programs={data.programs} />
      <Experience entries={data.experience} />
      <Education entries={data.education} />
      <Hobbies hobbies={data.hobbies} />
    </>
  );
}
