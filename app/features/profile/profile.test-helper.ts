import type { Profile, TechIcon } from "~/content/schemas";

const icon = (slug: string): TechIcon => ({ slug, title: slug, hex: "000000", path: "M0 0h24v24H0z" });
const tech = (...names: string[]) => names.map((name) => ({ name, icon: icon(name.toLowerCase()) }));

/** A profile shaped like content/en/profile.json, small enough to read in a test. */
export const PROFILE: Profile = {
  aboutMe: {
    intro: "<p>Intro paragraph.</p>",
    background: "<p>Background text.</p>",
    journey: "<p>Journey text.</p>",
    philosophy: "<p>Philosophy text.</p>",
  },
  webSkills: [
    { name: "React", icon: icon("react") },
    { name: "TypeScript", icon: icon("typescript") },
  ],
  graphicSkills: [
    { name: "Photoshop", percentage: 80 },
    { name: "Illustrator", percentage: 90 },
  ],
  additionalSkills: [{ title: "Testing", text: "Tests first." }],
  programs: [{ name: "Figma", icon: icon("figma") }],
  experience: ["Brutal", "Prodigies", "Omegapoint", "AllaTiders", "Slowfashion", "Printagon", "Stumpen"].map((title, i) => ({
    title,
    date: `${2025 - i}`,
    workTitle: `Role at ${title}`,
    description: `<p>What I did at ${title}.</p>`,
    tech: tech("React", "SQL"),
  })),
  education: ["FE", "BE", "Print", "Graphic", "Webdesign"].map((title, i) => ({
    date: `${2020 - i}`,
    title,
    place: `School ${i}`,
    courses: [`${title} course 1`, `${title} course 2`],
    description: `<p>About ${title}.</p>`,
    tech: tech("HTML"),
  })),
  hobbies: [{ title: "Bouldering", text: "Twice a week." }],
};
