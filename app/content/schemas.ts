import { z } from "zod";
import type { ResponsiveImageData } from "./image-types";
import { formatYearRange } from "../lib/format";
import { LANGUAGES } from "../i18n/languages";
import { toPlainText } from "./plain-text";
import { droppedExtension, IMAGE_ID } from "./rules";
import type { SocialNetwork } from "./social-networks";

// The content model: what an author may write, checked so a mistake fails the build rather than a
// page. Each schema reads the JSON an author writes and produces what a page receives: image ids
// become responsive images, icon slugs become drawable icons and HTML is sanitised. The resolvers
// are passed in so tests can check the rules without the real pipeline.

/** A brand or tool icon, drawn as one filled path on a 24-unit grid. */
export type TechIcon = { slug: string; title: string; hex: string; path: string };

export type Resolvers = {
  /** Responsive variants of an image id, or null when content/images/ has no file for it. */
  image(id: string): ResponsiveImageData | null;
  /** The icon for a simple-icons slug or a custom icon, or null when it is unknown. */
  icon(slug: string): TechIcon | null;
  /** Allow-list sanitising of an HTML fragment, with what it left out (`<img>`, `style on <p>`). */
  html(dirty: string): { html: string; removed: string[] };
};

const IMAGE_SPANS = ["tall", "wide"] as const;
/** The menu's entries, named as in the interface's words (public/locales, common.json `menu`). */
export const MENU_ENTRIES = [
  "profile", "whoAmI", "webSkills", "graphicSkills", "additionalSkills", "programs", "experience", "education", "hobbies",
  "portfolio", "top5", "frontend", "backend", "fullstack", "graphicDesign", "blog",
] as const;
export type MenuEntryKey = (typeof MENU_ENTRIES)[number];
/** Code hosts whose logo the "About the code" card shows, by address host. */
const CODE_HOSTS: Record<string, string> = {
  "github.com": "github",
  "gitlab.com": "gitlab",
  "bitbucket.org": "bitbucket",
  "codeberg.org": "codeberg",
  "git.sr.ht": "sourcehut",
};
/** A post's link box: its address, its icon and the note beside it come together or not at all. */
const HOMEPAGE_FIELDS = ["homepage", "homepageIcon", "homepageNote"] as const;
const LINK_TYPES = ["live", "code", "design", "docs", "video"] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string) => SLUG.test(value);
// One or two CSS object-position values: a keyword or a percentage ("top", "left 30%", "70% 20%").
const FOCUS_VALUE = "(?:left|center|right|top|bottom|(?:100|[1-9]?[0-9])%)";
const FOCUS = new RegExp(`^${FOCUS_VALUE}(?: ${FOCUS_VALUE})?$`);

// An image id is the file's path under content/images/ without its extension.
function imageIdMessage(input: unknown, example: string): string {
  const fix = droppedExtension(input);
  return fix ? `must be an image id: ${fix}` : `must be an image id like "${example}"`;
}

export function contentSchemas(resolve: Resolvers) {
  const text = z.string().refine((value) => value.trim().length > 0, "must not be empty");
  const texts = z.array(text).min(1);
  const slug = z.string().regex(SLUG, "must be a lowercase slug (a-z, 0-9 and single hyphens)");
  const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
  const focus = z.string().regex(FOCUS, 'must be "center", "top", "left", "left 30%", "70% 20%" or similar');
  const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#1a2b3c"');

  const html = text.transform((dirty, ctx) => {
    const { html: clean, removed } = resolve.html(dirty);
    // Nothing an owner writes may vanish without a word; `params.html` lets the reader find the line.
    for (const part of removed) {
      ctx.addIssue({ code: "custom", message: `has ${part}, which a page may not show: take it out`, params: { html: dirty } });
    }
    if (removed.length > 0) return z.NEVER;
    if (toPlainText(clean).length === 0) {
      ctx.addIssue({ code: "custom", message: "has no text left after sanitising its HTML" });
      return z.NEVER;
    }
    return clean;
  });

  const image = z
    .string()
    .regex(IMAGE_ID, { error: (issue) => imageIdMessage(issue.input, "projects/msb/cover") })
    .transform((id, ctx) => {
      const resolved = resolve.image(id);
      if (!resolved) {
        ctx.addIssue({ code: "custom", message: `names "${id}", which has no file under content/images/` });
        return z.NEVER;
      }
      return resolved;
    });

  const icon = z.string().transform((slug, ctx) => {
    const found = resolve.icon(slug);
    if (!found) {
      ctx.addIssue({
        code: "custom",
        message: `"${slug}" is neither a simple-icons slug nor a key of content/icons.json`,
      });
      return z.NEVER;
    }
    return found;
  });

  const tech = z.strictObject({ name: text, icon });

  // One list of links per project: its page lists them with their notes, its card (frontend,
  // backend, fullstack) shows them as round icons.
  const link = z
    .strictObject({
      type: z.enum(LINK_TYPES),
      url: url.optional(),
      icon,
      /** A line under the link's name on the project's page ("Source code on GitHub"). */
      note: text.optional(),
      /** Not public (company code): the page offers a walkthrough on the contact page instead. */
      private: z.literal(true, { error: "must be true, or left out" }).optional(),
    })
    .superRefine((item, ctx) => {
      if (!item.url && !item.private) {
        ctx.addIssue({ code: "custom", path: ["url"], message: 'is required, unless the link is "private": true' });
      }
    });

  const projectImage = z.strictObject({ src: image, alt: text, span: z.enum(IMAGE_SPANS) });

  // The icon's colour defaults to its brand colour, which simple-icons and icons.json both carry;
  // the page receives the spec's shape (icon with name and colour).
  const typeDetail = z
    .strictObject({ text, icon, iconColor: hexColor.optional(), suffix: text })
    .transform(({ text, icon, iconColor, suffix }) => ({
      text,
      suffix,
      icon: { name: icon.slug, glyph: icon, color: iconColor ?? `#${icon.hex.replace(/^#/, "")}` },
    }));

  // The headings of a project's page are interface words (public/locales) unless a project names
  // its own; they stay undefined here so the page picks the words of its language.
  const projectFields = {
    title: text,
    urlTitle: slug,
    applicationType: text,
    applicationTypeDetail: typeDetail,
    subTitle: text,
    descriptionTitle: text.optional(),
    projectDuration: html,
    /** What the owner did on the work and with whom: the first facts of the project's page. */
    role: text.optional(),
    team: text.optional(),
    description: html,
    image,
    linksTitle: text.optional(),
    techTitle: text.optional(),
    tech: z.array(tech).min(1),
    // One image is enough: the project page shows a single image larger.
    images: z.array(projectImage).min(1),
    /** What came of the work, one to three short lines, highlighted before the gallery. */
    outcome: z.array(text).min(1).max(3, "must have at most 3 lines").optional(),
    // The case study's optional parts, each a headed section of the page when given.
    /** The problem the work set out to solve, in a paragraph. */
    challenge: text.optional(),
    /** How the work went, step by step; a step may show one of the project's images. */
    steps: z.array(z.strictObject({ title: text, text, image: z.string().optional() })).min(1).optional(),
    /** The choices that shaped the work, each with its reason. */
    decisions: z.array(z.strictObject({ choice: text, reason: text })).min(1).optional(),
    /** Results in numbers: a short figure ("40 %", "0 ms") over what it counts. */
    numbers: z
      .array(
        z.strictObject({ value: z.string().trim().min(1).max(12, "must be at most 12 characters: the label says the rest"), label: text }),
      )
      .min(1)
      .max(4, "must have at most 4 numbers")
      .optional(),
    /** What the owner took away from the work, in a paragraph. */
    learned: text.optional(),
    /** Describes the project's link-preview picture; its title when left out. */
    shareImageAlt: text.optional(),
    /** Kept out of the build unless DRAFTS=1 (npm run dev), where it carries a "Draft" badge. */
    draft: z.boolean().optional(),
  };

  const year = z.number().int().min(1990).max(2100);

  const webProject = z.strictObject({
    ...projectFields,
    projectType: z.enum(["frontend", "backend", "fullstack"]),
    /** The card's line says the kind of work and this year; left out, the last year of projectDuration. */
    year: year.optional(),
    /** The card's sentence, shown whole (a card cuts a longer text at 110 characters). */
    summary: text.refine((value) => value.trim().length <= 110, "must be at most 110 characters: a card shows it whole").optional(),
    // The card shows every link as a round icon, so a card has at least one.
    links: z.array(link).min(1),
    cardButton: text.optional(),
  });

  const graphicProject = z.strictObject({
    ...projectFields,
    projectType: z.literal("graphic-design"),
    links: z.array(link).default([]),
    category: text,
    year,
    yearTitle: text.optional(),
    client: text,
    clientTitle: text.optional(),
    clientLink: url,
    goals: text,
    // A graphic project's panel has a block for the role, so it must say it.
    role: text,
    challenges: text,
    testimonial: z.strictObject({ quote: text, author: text }),
    tags: texts,
  });

  // A step's picture is one the project already shows, so the lightbox opens on it.
  const project = z.discriminatedUnion("projectType", [webProject, graphicProject]).superRefine((item, ctx) => {
    const ids = new Set([item.image.id, ...item.images.map((image) => image.src.id)]);
    item.steps?.forEach((step, index) => {
      if (step.image && !ids.has(step.image)) {
        ctx.addIssue({
          code: "custom",
          path: ["steps", index, "image"],
          message: `names "${step.image}", which is not the project's image or one of its images`,
        });
      }
    });
  });

  // A post names its tools as texts or, like a project, as { name, icon }. A text that is an icon's
  // slug once lowercased without spaces and marks ("TypeScript", "Zod") gets that logo; any other
  // is drawn with a neutral mark, not a wrong logo.
  const postTech = (item: string | { name: string; icon: TechIcon }) =>
    typeof item === "string" ? { name: item, icon: resolve.icon(item.toLowerCase().replace(/[^a-z0-9]/g, "")) } : item;
  // The code host's logo for a repository address; another host gets the neutral code glyph.
  const codeHostIcon = (address: string) => {
    const slug = CODE_HOSTS[new URL(address).host.replace(/^www\./, "")];
    return (slug && resolve.icon(slug)) || null;
  };

  const top5Item = z.strictObject({
    title: text,
    urlTitle: slug,
    subTitle: text,
    description: text,
    image,
    /** The part of the image a crop keeps (the top-5 grid crops its images to fit its shapes). */
    focus: focus.optional(),
    ctaButton: text,
  });

  // A post's front matter; its Markdown body becomes `content` (markdown.server.ts). The owner's
  // names are read as the spec's (httpHomepage, icon, privateText, titleTeche, titleKeyFeature)
  // for the pages; the two headings stay undefined when left out, for the interface's words.
  const blogPost = z
    .strictObject({
      urlTitle: slug,
      title: text,
      titleDescription: text,
      date: z.iso.date({ error: 'must be a date like "2025-03-14"' }),
      img: image,
      /** The part of the picture a crop keeps, where the picture is not at the covers' 16:10. */
      imgFocus: focus.optional(),
      alt: text,
      suffix: text,
      // The link box and its "About the code" note: all three or none (an essay links nowhere).
      homepage: url.optional(),
      homepageIcon: icon.optional(),
      homepageNote: text.optional(),
      /** The code behind the post: the "About the code" card links there. */
      repository: url.optional(),
      techTitle: text.optional(),
      technologies: z.array(z.union([text, tech])).min(1).transform((items) => items.map(postTech)),
      keyFeaturesTitle: text.optional(),
      keyFeatures: texts,
      /** Kept out of the build unless DRAFTS=1 (npm run dev), where it carries a "Draft" badge. */
      draft: z.boolean().optional(),
    })
    .superRefine((post, ctx) => {
      const given = HOMEPAGE_FIELDS.filter((field) => post[field] !== undefined);
      if (given.length === 0 || given.length === HOMEPAGE_FIELDS.length) return;
      for (const field of HOMEPAGE_FIELDS.filter((name) => !given.includes(name))) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message:
            `is missing: ${given.join(" and ")} ${given.length === 1 ? "needs" : "need"} it, since homepage, homepageIcon ` +
            "and homepageNote go together (give all three, or leave all three out for a post with no link)",
        });
      }
    })
    .transform(({ homepage, homepageIcon, homepageNote, repository, techTitle, keyFeaturesTitle, ...post }) => ({
      ...post,
      repository: repository ? { url: repository, icon: codeHostIcon(repository) } : undefined,
      httpHomepage: homepage,
      icon: homepageIcon,
      privateText: homepageNote,
      titleTeche: techTitle,
      titleKeyFeature: keyFeaturesTitle,
    }));

  // Typeset when the content is read, so the page and the CV say the same, and the browser
  // compiles no pattern with a Unicode letter class in the middle of hydration (about 5 ms in a
  // profile of the bench's slow phone).
  const yearSpan = text.transform(formatYearRange);

  const experienceEntry = z.strictObject({
    title: text,
    date: yearSpan,
    workTitle: text,
    description: html,
    /** The role in a sentence, for the home page's list; the CV keeps the description. */
    summary: text.optional(),
    tech: z.array(tech).min(1),
  });

  const educationEntry = z.strictObject({
    date: yearSpan,
    title: text,
    place: text,
    courses: texts,
    description: html,
    tech: z.array(tech).min(1),
  });

  const profile = z.strictObject({
    aboutMe: z.strictObject({ intro: html, background: html, journey: html, philosophy: html }),
    webSkills: z.array(z.strictObject({ name: text, icon })).min(1),
    graphicSkills: z
      .array(z.strictObject({ name: text, percentage: z.number().int().min(0).max(100) }))
      .min(1),
    additionalSkills: z.array(z.strictObject({ title: text, text })).min(1),
    programs: z.array(z.strictObject({ name: text, icon })).min(1),
    // May be empty (a new site starts so): the page and the CV then leave the entries out.
    experience: z.array(experienceEntry),
    education: z.array(educationEntry),
    hobbies: z.array(z.strictObject({ title: text, text })),
  });

  // Words of the CV and cover letter PDF that are not part of the profile itself.
  const cv = z.strictObject({
    documentTitle: text,
    role: text,
    summary: text,
    labels: z.strictObject({
      contact: text,
      profile: text,
      experience: text,
      education: text,
      webSkills: text,
      graphicSkills: text,
      additionalSkills: text,
      programs: text,
      hobbies: text,
      courses: text,
      page: text,
    }),
    coverLetter: z.strictObject({
      title: text,
      greeting: text,
      paragraphs: texts,
      closing: text,
      signature: text,
    }),
  });

  // Every sentence about the owner that is not an entry of a list: the pages' search-result
  // descriptions, the hero (its keys keep the names the translations had), the profile's section
  // intros, the portfolio's opening and sections, the blog's and the contact page's. The
  // interface's own words stay in public/locales.
  const ownerTexts = z.strictObject({
    meta: z.strictObject({
      homeTitle: text,
      homeDescription: text,
      profileDescription: text,
      portfolioDescription: text,
      /** Optional when site.json hides the blog; else required (load.server.ts says so). */
      blogDescription: text.optional(),
      contactDescription: text,
      shareImageAlt: text,
    }),
    hero: z.strictObject({ title: text, subTitle: text, textIntro: text, text }),
    profile: z.strictObject({
      aboutMe: text,
      webSkills: text,
      graphicSkills: text,
      additionalSkills: text,
      programs: text,
      experience: text,
      education: text,
      hobbies: text,
      hobbiesContact: text,
      educationExplore: text,
    }),
    portfolio: z.strictObject({
      intro: text,
      // A section hidden in site.json needs no texts; a shown one does (load.server.ts checks).
      sections: z.strictObject({
        "top-5-projects": text,
        frontend: text.optional(),
        backend: text.optional(),
        fullstack: text.optional(),
        "graphic-design": text.optional(),
      }),
      graphicDesign: z.strictObject({ title: text, text }).optional(),
    }),
    blog: z.strictObject({ eyebrow: text, intro: text, feedTitle: text }).optional(),
    contact: z.strictObject({ greeting: text, intro: text, replyTime: text, portraitAlt: text }),
    // A line under a menu entry's name, in the desktop submenus and the phone menu; an entry
    // left out has none. The object itself stays, so the menus' import of it always resolves.
    menu: z.strictObject(
      Object.fromEntries(MENU_ENTRIES.map((key) => [key, text.optional()])) as Record<MenuEntryKey, z.ZodOptional<typeof text>>,
    ),
  });

  return { project, top5Item, blogPost, profile, cv, ownerTexts };
}

type Schemas = ReturnType<typeof contentSchemas>;

/** A project as its author writes it: image ids and icon slugs, not yet resolved. */
export type ProjectSource = z.input<Schemas["project"]>;
export type Project = z.output<Schemas["project"]>;
export type WebProject = Exclude<Project, { projectType: "graphic-design" }>;
export type GraphicProject = Extract<Project, { projectType: "graphic-design" }>;
export type ProjectImage = Project["images"][number];
export type ProjectLink = Project["links"][number];
export type Tech = Project["tech"][number];
export type Top5Item = z.output<Schemas["top5Item"]>;
export type Profile = z.output<Schemas["profile"]>;
export type WebSkill = Profile["webSkills"][number];
export type GraphicSkill = Profile["graphicSkills"][number];
export type ExperienceEntry = Profile["experience"][number];
export type EducationEntry = Profile["education"][number];
export type CvText = z.output<Schemas["cv"]>;
/** content/<lang>/texts.json: the owner's sentences, by page. */
export type OwnerTexts = z.output<Schemas["ownerTexts"]>;

/**
 * A post as authored (front matter with a date), its body rendered to HTML, plus the month and
 * day the cards show, in the post's language.
 */
export type BlogPost = z.output<Schemas["blogPost"]> & { content: string; month: string; day: string };

// Language-neutral files: the owner's configuration and where each project is shown.

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const ownerText = z.string().refine((value) => value.trim().length > 0, "must not be empty (leave the field out instead)");
// One text in each of the site's languages; one for a language the site does not list is unused.
const ownerTextPerLanguage = z.record(z.string(), ownerText).superRefine((texts, ctx) => {
  for (const lng of LANGUAGES.filter((code) => !(code in texts))) {
    ctx.addIssue({ code: "custom", path: [lng], message: `needs a text in "${lng}"` });
  }
});
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, { error: (issue) => `must be a colour written #rrggbb, such as "#c2410c" (got ${JSON.stringify(issue.input)})` });

/** The four category sections of portfolio.json, named as their addresses and project types. */
export const PORTFOLIO_CATEGORIES = ["frontend", "backend", "fullstack", "graphic-design"] as const;

/** What site.json's `hidden` may name: a portfolio category or the whole blog. */
const HIDEABLE_PARTS = [...PORTFOLIO_CATEGORIES, "blog"] as const;
export type HideablePart = (typeof HIDEABLE_PARTS)[number];

/** content/site.json: who the site is about and where it lives. Every identity field is optional. */
export const siteSchema = z.strictObject({
  /**
   * The site's languages, each a code with its folders in content/ and public/locales/: the first
   * at "/", the others under "/{code}/" (scripts/site-languages.mjs reads it for the build).
   */
  languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as "en"')).min(1),
  siteUrl: httpUrl,
  email: z.email({ error: "must be an e-mail address" }),
  /** Shown in titles, the footer, JSON-LD, the feeds and the CV; without it the site stays neutral. */
  name: ownerText.optional(),
  /** The role under the logo and in JSON-LD; without it texts.json's meta.homeTitle is used. */
  tagline: ownerTextPerLanguage.optional(),
  /** Where the owner is, one text or one per language: the hero's eyebrow, JSON-LD and the CV. */
  location: z.union([ownerText, ownerTextPerLanguage]).optional(),
  /** Whether and when the owner takes on work, per language: the hero's eyebrow. */
  availability: ownerTextPerLanguage.optional(),
  /** Short text drawn as the logo (initials); without it the site's own mark is shown. */
  logo: z
    .string()
    .trim()
    .min(1, "must not be empty (leave the field out instead)")
    .max(4, "must be at most 4 characters (initials)")
    .optional(),
  /**
   * The accent colour, "#rrggbb": one for the light theme (the dark theme's is derived), or one
   * per theme. The build derives its roles and refuses one under WCAG AA (scripts/brand/).
   */
  accent: z
    .union([hexColour, z.strictObject({ light: hexColour, dark: hexColour })])
    .optional(),
  /** The display (headings, labels) and body typefaces: a face the site ships, or a font file in the content folder. */
  typefaces: z.strictObject({ display: ownerText.optional(), body: ownerText.optional() }).optional(),
  /** An image id under content/images/ for the contact page and JSON-LD. */
  portrait: z.string().regex(IMAGE_ID, { error: (issue) => imageIdMessage(issue.input, "contact/portrait") }).optional(),
  profiles: z
    .strictObject({
      github: httpUrl.optional(),
      linkedin: httpUrl.optional(),
      dribbble: httpUrl.optional(),
      behance: httpUrl.optional(),
      instagram: httpUrl.optional(),
    } satisfies Record<SocialNetwork, unknown>)
    .default({}),
  /**
   * Parts of the site left out, each with its menu entries, pages, sitemap entries and feeds: one
   * line hides a section (its projects stay in place, unpublished) or the blog.
   */
  hidden: z
    .array(z.enum(HIDEABLE_PARTS, { error: `must name ${HIDEABLE_PARTS.map((part) => `"${part}"`).join(", ")}` }))
    .default([]),
});
export type Site = z.output<typeof siteSchema>;
/** site.json as the owner writes it (profiles may be left out). */
export type SiteSource = z.input<typeof siteSchema>;

// Every section is listed, so that leaving one out is a mistake the build names, not a way to
// hide it: an owner hides a section with an empty list.
const sectionList = (section: string) =>
  z.array(z.string().regex(SLUG, "must be a lowercase slug (a-z, 0-9 and single hyphens)"), {
    error: (issue) =>
      issue.input === undefined
        ? `is missing: list the section's projects, or write "${section}": [] to hide the section`
        : undefined,
  });

/** The order of the four category sections; the top 5 is per language in <lang>/top5.json. */
export const portfolioLayoutSchema = z.strictObject({
  frontend: sectionList("frontend"),
  backend: sectionList("backend"),
  fullstack: sectionList("fullstack"),
  "graphic-design": sectionList("graphic-design"),
});
export type PortfolioLayout = z.infer<typeof portfolioLayoutSchema>;

export const customIconsSchema = z.record(
  z.string().regex(SLUG),
  z.strictObject({
    title: z.string().min(1),
    hex: z.string().regex(/^[0-9A-F]{6}$/, 'must be six upper-case hex digits like "1A2B3C"'),
    path: z.string().min(1),
  }),
);

/** The shape the lightbox shows, derived by the pages from a project's images. */
export type LightboxSlide = {
  src: string;
  alt: string;
  title?: string;
  width: number;
  height: number;
  srcSet: Array<{ src: string; width: number; height: number }>;
  description?: string;
};
