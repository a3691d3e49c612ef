import type { OwnerTexts } from "~/content/schemas";

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
