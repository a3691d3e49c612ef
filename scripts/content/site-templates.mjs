// The texts of a new site (`npm run new:site`) in each language: placeholders that say what belongs
// in each field; the CV's labels are headings, so they start as real words.

const TEXTS = {
  en: {
    meta: {
      homeTitle: "Your role in a few words",
      homeDescription: "One sentence for search results: who you are and what you make.",
      profileDescription: "One sentence for search results on what the profile tells.",
      portfolioDescription: "One sentence for search results on the work you show.",
      blogDescription: "One sentence for search results on what you write about.",
      contactDescription: "One sentence for search results on why to get in touch.",
      shareImageAlt: "Describe the share picture for someone who cannot see it",
    },
    hero: {
      title: "What you <accent>make</accent>, in one line",
      subTitle: "Your fields, in a few words",
      textIntro: "Hi, welcome.",
      text: "One or two sentences on what you do and for whom.",
    },
    profile: {
      aboutMe: "One sentence that introduces you.",
      webSkills: "One sentence on the tools you use every day.",
      graphicSkills: "One sentence on your design craft.",
      additionalSkills: "One sentence on what you bring to a team.",
      programs: "One sentence on the programs you work in.",
      experience: "One sentence on the work you have done.",
      education: "One sentence on where you learned your trade.",
      hobbies: "One sentence on life away from work.",
      hobbiesContact: "One sentence that invites the reader to write to you.",
      educationExplore: "One sentence that leads to your portfolio.",
    },
    portfolio: {
      intro: "Two sentences on the work this page shows.",
      sections: {
        "top-5-projects": "One sentence on the projects you are proudest of.",
        frontend: "One sentence on your frontend work.",
        backend: "One sentence on your backend work.",
        fullstack: "One sentence on your fullstack work.",
        "graphic-design": "One sentence on your graphic design work.",
      },
      graphicDesign: { title: "A title for your graphic work", text: "Two sentences on your graphic work." },
    },
    blog: {
      eyebrow: "A few words above the blog's title",
      intro: "One sentence on what you write about.",
      feedTitle: "Blog · Your name",
    },
    contact: {
      greeting: "Hi, nice to meet you!",
      intro: "One or two sentences on what to write to you about.",
      replyTime: "When you reply",
      portraitAlt: "Describe your portrait for someone who cannot see it",
    },
    menu: {},
  },
  sv: {
    meta: {
      homeTitle: "Din roll med några ord",
      homeDescription: "En mening för sökresultat: vem du är och vad du gör.",
      profileDescription: "En mening för sökresultat om vad profilen berättar.",
      portfolioDescription: "En mening för sökresultat om arbetena du visar.",
      blogDescription: "En mening för sökresultat om vad du skriver om.",
      contactDescription: "En mening för sökresultat om varför man ska höra av sig.",
      shareImageAlt: "Beskriv delningsbilden för den som inte kan se den",
    },
    hero: {
      title: "Vad du <accent>gör</accent>, på en rad",
      subTitle: "Dina områden med några ord",
      textIntro: "Hej, välkommen.",
      text: "En eller två meningar om vad du gör och för vem.",
    },
    profile: {
      aboutMe: "En mening som presenterar dig.",
      webSkills: "En mening om verktygen du använder varje dag.",
      graphicSkills: "En mening om ditt formgivningshantverk.",
      additionalSkills: "En mening om vad du tar med dig till ett team.",
      programs: "En mening om programmen du arbetar i.",
      experience: "En mening om arbetet du har gjort.",
      education: "En mening om var du lärde dig yrket.",
      hobbies: "En mening om livet utanför jobbet.",
      hobbiesContact: "En mening som bjuder in läsaren att skriva till dig.",
      educationExplore: "En mening som leder till din portfolio.",
    },
    portfolio: {
      intro: "Två meningar om arbetena den här sidan visar.",
      sections: {
        "top-5-projects": "En mening om projekten du är stoltast över.",
        frontend: "En mening om ditt frontendarbete.",
        backend: "En mening om ditt backendarbete.",
        fullstack: "En mening om ditt fullstackarbete.",
        "graphic-design": "En mening om ditt arbete med grafisk design.",
      },
      graphicDesign: { title: "En rubrik för ditt grafiska arbete", text: "Två meningar om ditt grafiska arbete." },
    },
    blog: {
      eyebrow: "Några ord ovanför bloggens rubrik",
      intro: "En mening om vad du skriver om.",
      feedTitle: "Blogg · Ditt namn",
    },
    contact: {
      greeting: "Hej, trevligt att träffas!",
      intro: "En eller två meningar om vad man kan skriva till dig om.",
      replyTime: "När du svarar",
      portraitAlt: "Beskriv ditt porträtt för den som inte kan se det",
    },
    menu: {},
  },
};

const PROFILE = {
  en: {
    aboutMe: {
      intro: "<p>Who you are, in two or three sentences.</p>",
      background: "<p>Where you come from and what you did before.</p>",
      journey: "<p>How you came to do what you do.</p>",
      philosophy: "<p>What you care about in your work.</p>",
    },
    skill: "A skill",
    program: "A program",
    additionalSkill: { title: "A strength", text: "One sentence on it." },
  },
  sv: {
    aboutMe: {
      intro: "<p>Vem du är, med två eller tre meningar.</p>",
      background: "<p>Var du kommer ifrån och vad du gjorde innan.</p>",
      journey: "<p>Hur du kom att göra det du gör.</p>",
      philosophy: "<p>Vad du bryr dig om i ditt arbete.</p>",
    },
    skill: "En kunskap",
    program: "Ett program",
    additionalSkill: { title: "En styrka", text: "En mening om den." },
  },
};

const CV = {
  en: {
    documentTitle: "CV and cover letter",
    role: "Your role",
    summary: "Two or three sentences on what you do, what you know and what you are looking for.",
    labels: {
      contact: "Contact",
      profile: "Profile",
      experience: "Experience",
      education: "Education",
      webSkills: "Web skills",
      graphicSkills: "Graphic skills",
      additionalSkills: "Additional skills",
      programs: "Programs and software",
      hobbies: "Outside work",
      courses: "Courses",
      page: "Page",
    },
    coverLetter: {
      title: "Cover letter",
      greeting: "Hello,",
      paragraphs: ["Who you are and what you are looking for.", "What you would bring, and how to reach you."],
      closing: "Kind regards,",
      signature: "Your name",
    },
  },
  sv: {
    documentTitle: "CV och personligt brev",
    role: "Din roll",
    summary: "Två eller tre meningar om vad du gör, vad du kan och vad du söker.",
    labels: {
      contact: "Kontakt",
      profile: "Profil",
      experience: "Erfarenhet",
      education: "Utbildning",
      webSkills: "Webbkunskaper",
      graphicSkills: "Grafiska kunskaper",
      additionalSkills: "Övriga kunskaper",
      programs: "Program och verktyg",
      hobbies: "Utanför jobbet",
      courses: "Kurser",
      page: "Sida",
    },
    coverLetter: {
      title: "Personligt brev",
      greeting: "Hej!",
      paragraphs: ["Vem du är och vad du söker.", "Vad du skulle bidra med, och hur man når dig."],
      closing: "Vänliga hälsningar,",
      signature: "Ditt namn",
    },
  },
};

/** The languages the starter texts are written in: a new site's list. */
export const TEMPLATE_LANGUAGES = Object.keys(TEXTS);

/** content/site.json of a new site: placeholder addresses the build's example-values warning names. */
export function siteTemplate() {
  return {
    languages: TEMPLATE_LANGUAGES,
    siteUrl: "https://portfolio.example.com",
    email: "hello@portfolio.example.com",
    profiles: { github: "https://github.com/example", linkedin: "https://www.linkedin.com/in/example" },
  };
}

const TOP5_BUTTON = { en: "See the project", sv: "Se projektet" };

/**
 * A new site's files of one language, by name. The profile has empty lists of work, schooling and
 * hobbies, and one placeholder in each list of skills and programs (those must have one); the
 * top 5 is the example project alone.
 */
export function languageTemplates(lang, project) {
  const text = PROFILE[lang];
  const profile = {
    aboutMe: text.aboutMe,
    webSkills: [{ name: text.skill, icon: "html5" }],
    graphicSkills: [{ name: text.skill, percentage: 50 }],
    additionalSkills: [text.additionalSkill],
    programs: [{ name: text.program, icon: "figma" }],
    experience: [],
    education: [],
    hobbies: [],
  };
  // The top-5 line is the kind of work and the year, as on every card; its text is the project's sentence.
  const { title, urlTitle, subTitle, applicationType, year, image } = project;
  const line = `${applicationType} · ${year ?? new Date().getFullYear()}`;
  const top5 = [{ title, urlTitle, subTitle: line, description: subTitle, image, ctaButton: TOP5_BUTTON[lang] }];
  return { "texts.json": TEXTS[lang], "profile.json": profile, "cv.json": CV[lang], "top5.json": top5 };
}

/**
 * The pictures every site shows whatever its content (by image id, with width and height): the
 * home hero and the not-found page per screen and theme, the contact portrait and link previews.
 */
export const FIXED_PICTURES = [
  ...["light", "dark"].flatMap((theme) => [
    [`hero/mobile-${theme}`, 1200, 960],
    [`hero/tablet-${theme}`, 1600, 1040],
    [`hero/desktop-${theme}`, 1600, 1360],
    [`not-found/mobile-${theme}`, 900, 1600],
    [`not-found/desktop-${theme}`, 1920, 1080],
  ]),
  ["contact/portrait", 960, 1200],
  ["og/default", 1200, 630],
];
