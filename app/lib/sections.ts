// Section ids, in page order; they are also the addresses (/profile/{id}). Routes, menus and scroll
// tracking all read these.
export const PROFILE_SECTIONS = [
  "home",
  "who-am-i",
  "web-skills",
  "graphic-skills",
  "additional-skills",
  "programs-and-softwares",
  "experience",
  "education",
  "hobbies",
] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number];

export const PORTFOLIO_SECTIONS = [
  "my-work",
  "top-5-projects",
  "frontend",
  "backend",
  "fullstack",
  "graphic-design",
] as const;
export type PortfolioSectionId = (typeof PORTFOLIO_SECTIONS)[number];

export function isPortfolioSection(id: string): id is PortfolioSectionId {
  return (PORTFOLIO_SECTIONS as readonly string[]).includes(id);
}
