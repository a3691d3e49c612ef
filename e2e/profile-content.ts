import { readContent } from "./support/test-content";

// The tests' profile (e2e/content/{en,sv}/profile.json) that the profile specs check the page against.
type Tech = { name: string };
export type ProfileSource = {
  aboutMe: { intro: string; background: string; journey: string; philosophy: string };
  webSkills: Tech[];
  graphicSkills: Array<{ name: string; percentage: number }>;
  additionalSkills: Array<{ title: string; text: string }>;
  experience: Array<{ title: string; date: string; workTitle: string; description: string; tech: Tech[] }>;
  education: Array<{ date: string; title: string; place: string; courses: string[]; description: string; tech: Tech[] }>;
  hobbies: Array<{ title: string; text: string }>;
};

export const profile = {
  en: readContent<ProfileSource>("en/profile.json"),
  sv: readContent<ProfileSource>("sv/profile.json"),
};

/** The text of an HTML field without its tags. */
export const plainText = (html: string) => html.replace(/<[^>]+>/g, "").trim();

/** The first sentence of an HTML field, as the page shows it. */
export const firstSentence = (html: string) => plainText(html).split(/(?<=\.) /)[0]!;

/** The graphic skill with the highest value: its bar takes longest to count up. */
export const topGraphicSkill = () =>
  profile.en.graphicSkills.reduce((top, skill) => (skill.percentage > top.percentage ? skill : top));
