// The texts of a new post or project in each language: placeholders that say what belongs in each
// field. Images, icons and links are the same in every language, as the content check requires.

const POST_TEXT = {
  en: {
    title: "A new post",
    titleDescription: "One sentence on what the reader will learn",
    alt: "Describe the picture for someone who cannot see it",
    suffix: "Topic",
    homepageNote: "Say where the code can be found, or why it is not public.",
    technologies: ["Markdown"],
    keyFeatures: ["The first thing to remember", "The second thing to remember"],
    body: `Start with what happened and why it matters. This first paragraph is also the start of the
post's card on the blog page.

## A heading

Write in Markdown: **bold**, *italic*, [links](https://example.com), lists and code.

![Describe this picture for someone who cannot see it](FIGURE)

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
    homepageNote: "Skriv var koden finns, eller varför den inte är offentlig.",
    technologies: ["Markdown"],
    keyFeatures: ["Det första att komma ihåg", "Det andra att komma ihåg"],
    body: `Börja med vad som hände och varför det spelar roll. Det här första stycket är också början
på inläggets kort på bloggsidan.

## En rubrik

Skriv i Markdown: **fetstil**, *kursiv*, [länkar](https://example.com), listor och kod.

![Beskriv bilden för den som inte kan se den](FIGURE)

\`\`\`ts
const greeting = "Hej";
\`\`\`
`,
  },
};

/**
 * The pictures of a new post, by image id: all in the post's own folder under content/images/blog,
 * where the owner puts any other picture of the post too. `cover` is the post's picture (card, top
 * of the post, link preview); `figure` is the one in the text, which shows how to place one.
 */
export function postImages(slug) {
  return { cover: `blog/${slug}/cover`, figure: `blog/${slug}/figure` };
}

/** Front matter fields and Markdown body of a new post. */
export function postTemplate(lang, { slug, date }) {
  const { body, ...text } = POST_TEXT[lang] ?? Object.values(POST_TEXT)[0];
  const images = postImages(slug);
  const fields = {
    urlTitle: slug,
    title: text.title,
    titleDescription: text.titleDescription,
    date,
    img: images.cover,
    alt: text.alt,
    suffix: text.suffix,
    homepage: "https://example.com",
    homepageIcon: "markdown",
    homepageNote: text.homepageNote,
    technologies: text.technologies,
    keyFeatures: text.keyFeatures,
  };
  return { fields, body: body.replace("(FIGURE)", `(${images.figure})`) };
}

const PROJECT_TEXT = {
  en: {
    title: "New project",
    applicationType: "Web application",
    detailText: "What it is for",
    suffix: "Main tools",
    subTitle: "One sentence on what the project is and who it is for",
    projectDuration: "<strong>4 weeks</strong>, spring 2025",
    description: "<p>What the problem was, what you built and how, and what came of it.</p>",
    linkText: "See it live",
    cover: "Describe the cover picture",
    tall: "Describe this picture (shown tall)",
    wide: "Describe this picture (shown wide)",
    graphic: {
      category: "Identity",
      client: "Client name",
      goals: "What the client wanted to achieve.",
      role: "What you did.",
      challenges: "What was hard, and how you solved it.",
      quote: "A sentence the client said about the work.",
      author: "Name, role",
      tags: ["Identity"],
    },
  },
  sv: {
    title: "Nytt projekt",
    applicationType: "Webbapplikation",
    detailText: "Vad den används till",
    suffix: "De viktigaste verktygen",
    subTitle: "En mening om vad projektet är och vem det är till för",
    projectDuration: "<strong>4 veckor</strong>, våren 2025",
    description: "<p>Vad problemet var, vad du byggde och hur, och vad det ledde till.</p>",
    linkText: "Se det live",
    cover: "Beskriv omslagsbilden",
    tall: "Beskriv bilden (visas på höjden)",
    wide: "Beskriv bilden (visas på bredden)",
    graphic: {
      category: "Identitet",
      client: "Kundens namn",
      goals: "Vad kunden ville uppnå.",
      role: "Vad du gjorde.",
      challenges: "Vad som var svårt, och hur du löste det.",
      quote: "Något kunden sa om arbetet.",
      author: "Namn, roll",
      tags: ["Identitet"],
    },
  },
};

const ICONS = {
  frontend: { name: "react", tech: ["React", "react"] },
  backend: { name: "nodedotjs", tech: ["Node.js", "nodedotjs"] },
  fullstack: { name: "react", tech: ["React", "react"] },
  "graphic-design": { name: "figma", tech: ["Figma", "figma"] },
};

/** A project of the section that passes the content check as written. */
export function projectTemplate(lang, { slug, section }) {
  // A language without a starter text of its own starts from the first one, to translate.
  const text = PROJECT_TEXT[lang] ?? Object.values(PROJECT_TEXT)[0];
  const icon = ICONS[section];
  const project = {
    urlTitle: slug,
    title: text.title,
    projectType: section,
    applicationType: text.applicationType,
    applicationTypeDetail: {
      text: text.detailText,
      icon: icon.name,
      suffix: text.suffix,
    },
    subTitle: text.subTitle,
    projectDuration: text.projectDuration,
    description: text.description,
    image: `projects/${slug}/cover`,
    // Headings ("About the project", "Built with", "Links") and the card's button are the
    // interface's words until the project names its own (docs/content.md).
    links: [{ type: "live", url: "https://example.com", icon: "html5", note: text.linkText }],
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
    client: g.client,
    clientLink: "https://example.com",
    goals: g.goals,
    role: g.role,
    challenges: g.challenges,
    testimonial: { quote: g.quote, author: g.author },
    tags: g.tags,
  };
}
