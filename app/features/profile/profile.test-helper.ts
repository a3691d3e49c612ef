import type { OwnerTexts, Profile, TechIcon } from "~/content/schemas";

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

/** The owner's sentences, shaped like content/en/texts.json. */
export const TEXTS: OwnerTexts = {
  meta: {
    homeTitle: "Maker of things",
    homeDescription: "The home page's description.",
    profileDescription: "The profile's description.",
    portfolioDescription: "The portfolio's description.",
    blogDescription: "The blog's description.",
    contactDescription: "The contact page's description.",
    shareImageAlt: "The share image's alt text",
  },
  hero: {
    title: "Making <accent>sites</accent> and <accent>signs</accent>",
    subTitle: "Maker of things",
    textIntro: "Hello there.",
    text: "A paragraph about what the owner does.",
  },
  profile: {
    aboutMe: "The about-me lead.",
    webSkills: "Web skills intro.",
    graphicSkills: "Graphic skills intro.",
    additionalSkills: "Additional skills intro.",
    programs: "Programs intro.",
    experience: "Experience intro.",
    education: "Education intro.",
    hobbies: "Hobbies intro.",
    hobbiesContact: "Write about a hobby.",
    educationExplore: "What came of the schooling.",
  },
  portfolio: {
    intro: "The portfolio intro.",
    sections: {
      "top-5-projects": "The top 5 intro.",
      frontend: "The frontend intro.",
      backend: "The backend intro.",
      fullstack: "The fullstack intro.",
      "graphic-design": "The graphic design intro.",
    },
    graphicDesign: { title: "The graphic title", text: "The graphic text." },
  },
  blog: { eyebrow: "From the desk", intro: "The blog intro.", feedTitle: "The feed title" },
  contact: { greeting: "Hello!", intro: "The contact intro.", replyTime: "Replies soon", portraitAlt: "Portrait of the owner" },
  menu: { blog: "Notes" },
};
