// The texts of a new post or project in each language: placeholders that say what belongs in each
// field. Everything that is not text (images, icons, links) is the same in both languages, as
// the content check requires.

const POST_TEXT = {
  en: {
    title: "A new post",
    titleDescription: "One sentence on what the reader will learn",
    alt: "Describe the picture for someone who cannot see it",
    suffix: "Topic",
    privateText: "Say where the code can be found, or why it is not public.",
    titleTeche: "Technologies",
    technologies: ["Markdown"],
    titleKeyFeature: "Key points",
    keyFeatures: ["The first thing to remember", "The second thing to remember"],
    body: `Start with what happened and why it matters. This first paragraph is also the start of the
post's card on the blog page.

## A heading

Write in Markdown: **bold**, *italic*, [links](https://example.com), lists and code.

\`\`\`ts
const greeting = "Hello";
\`\`\`
`,
  },
  sv: {
    title: "Ett nytt inlägg",
    titleDescription: "En mening om vad läsaren får lära sig",
    alt: "Beskriv bilden för den som inte kan se den",
    suffix: "Ämne",
    privateText: "Skriv var koden finns, eller varför den inte är offentlig.",
    titleTeche: "Tekniker",
    technologies: ["Markdown"],
    titleKeyFeature: "Det viktigaste",
    keyFeatures: ["Det första att komma ihåg", "Det andra att komma ihåg"],
    body: `Börja med vad som hände och varför det spelar roll. Det här första stycket är också början
på inläggets kort på bloggsidan.

## En rubrik

Skriv i Markdown: **fetstil**, *kursiv*, [länkar](https://example.com), listor och kod.

\`\`\`ts
const greeting = "Hej";
\`\`\`
`,
  },
};

/** Front matter fields and Markdown body of a new post. */
export function postTemplate(lang, { slug, date }) {
  const { body, ...text } = POST_TEXT[lang];
  const fields = {
    urlTitle: slug,
    title: text.title,
    titleDescription: text.titleDescription,
    date,
    img: `blog/${slug}`,
    alt: text.alt,
    suffix: text.suffix,
    httpHomepage: "https://example.com",
    icon: "markdown",
    privateText: text.privateText,
    titleTeche: text.titleTeche,
    technologies: text.technologies,
    titleKeyFeature: text.titleKeyFeature,
    keyFeatures: text.keyFeatures,
  };
  return { fields, body };
}

const PROJECT_TEXT = {
  en: {
    title: "New project",
    applicationType: "Web application",
    detailText: "What it is for",
    suffix: "Main tools",
    subTitle: "One sentence on what the project is and who it is for",
    titleDescription: "About the project",
    projectDuration: "<strong>4 weeks</strong>, spring 2025",
    description: "<p>What the problem was, what you built and how, and what came of it.</p>",
    linkTitle: "Links",
    ctaButton: "Open project",
    linkText: "See it live",
    techTitle: "Built with",
    cover: "Describe the cover picture",
    tall: "Describe this picture (shown tall)",
    wide: "Describe this picture (shown wide)",
    graphic: {
      category: "Identity",
      yearText: "Year",
      client: "Client name",
      clientTitle: "Client",
      goals: "What the client wanted to achieve.",
      role: "What you did.",
      challenges: "What was hard, and how you solved it.",
      results: "What came of it.",
      quote: "A sentence the client said about the work.",
      author: "Name, role",
      process: ["Research", "Sketches", "Final artwork"],
      tags: ["Identity"],
      media: ["Logo", "Print"],
      demands: "The constraints the work had to meet.",
      alt: "Describe the project's picture",
    },
  },
  sv: {
    title: "Nytt projekt",
    applicationType: "Webbapplikation",
    detailText: "Vad den används till",
    suffix: "De viktigaste verktygen",
    subTitle: "En mening om vad projektet är och vem det är till för",
    titleDescription: "Om projektet",
    projectDuration: "<strong>4 veckor</strong>, våren 2025",
    description: "<p>Vad problemet var, vad du byggde och hur, och vad det ledde till.</p>",
    linkTitle: "Länkar",
    ctaButton: "Öppna projektet",
    linkText: "Se det live",
    techTitle: "Tekniker",
    cover: "Beskriv omslagsbilden",
    tall: "Beskriv bilden (visas på höjden)",
    wide: "Beskriv bilden (visas på bredden)",
    graphic: {
      category: "Identitet",
      yearText: "År",
      client: "Kundens namn",
      clientTitle: "Kund",
      goals: "Vad kunden ville uppnå.",
      role: "Vad du gjorde.",
      challenges: "Vad som var svårt, och hur du löste det.",
      results: "Vad det ledde till.",
      quote: "Något kunden sa om arbetet.",
      author: "Namn, roll",
      process: ["Research", "Skisser", "Slutgiltigt original"],
      tags: ["Identitet"],
      media: ["Logotyp", "Trycksaker"],
      demands: "Kraven som arbetet behövde uppfylla.",
      alt: "Beskriv projektets bild",
    },
  },
};

const ICONS = {
  frontend: { name: "react", color: "#61DAFB", tech: ["React", "react"] },
  backend: { name: "nodedotjs", color: "#5FA04E", tech: ["Node.js", "nodedotjs"] },
  fullstack: { name: "react", color: "#61DAFB", tech: ["React", "react"] },
  "graphic-design": { name: "figma", color: "#F24E1E", tech: ["Figma", "figma"] },
};

/** A project of the section that passes the content check as written. */
export function projectTemplate(lang, { slug, section }) {
  const text = PROJECT_TEXT[lang];
  const icon = ICONS[section];
  const project = {
    urlTitle: slug,
    title: text.title,
    projectType: section,
    applicationType: text.applicationType,
    applicationTypeDetail: {
      text: text.detailText,
      icon: { name: icon.name, width: 40, height: 40, color: icon.color },
      suffix: text.suffix,
    },
    subTitle: text.subTitle,
    titleDescription: text.titleDescription,
    projectDuration: text.projectDuration,
    description: text.description,
    image: `projects/${slug}/cover`,
    linkTitle: text.linkTitle,
    ctaButton: text.ctaButton,
    links: [{ type: "live", url: "https://example.com", icon: "html5", privateText: text.linkText }],
    ctaLink: [{ type: "live", url: "https://example.com", icon: "html5" }],
    techTitle: text.techTitle,
    tech: [{ name: icon.tech[0], icon: icon.tech[1] }],
    images: [
      { src: `projects/${slug}/cover`, alt: text.cover, span: "wide" },
      { src: `projects/${slug}/tall`, alt: text.tall, span: "tall" },
      { src: `projects/${slug}/wide`, alt: text.wide, span: "wide" },
    ],
  };
  if (section !== "graphic-design") return project;
  const g = text.graphic;
  return {
    ...project,
    category: g.category,
    year: new Date().getFullYear(),
    yearText: g.yearText,
    client: g.client,
    clientTitle: g.clientTitle,
    clientLink: "https://example.com",
    goals: g.goals,
    role: g.role,
    challenges: g.challenges,
    results: g.results,
    testimonial: { quote: g.quote, author: g.author },
    process: g.process,
    tags: g.tags,
    relatedProjects: [],
    media: g.media,
    demands: g.demands,
    alt: g.alt,
  };
}
