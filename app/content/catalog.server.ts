import { contentFolder } from "../../scripts/content-dir.mjs";
import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, type Language } from "../i18n/languages";
import { toBlogPostCard, toProjectCard, type BlogPostCard, type Portfolio } from "./cards.server";
import { applyDrafts, draftsShown } from "./drafts.server";
import { applyHidden } from "./hidden.server";
import { resolveImage } from "./images.server";
import { loadContent, type Content } from "./load.server";
import type { BlogPost, GraphicProject, OwnerTexts, Profile, Project, Site, WebProject } from "./schemas";

// The pages' one door to content. Runs only at build time (route loaders, prerender paths,
// the CV script); the first call reads and validates everything, and bad content fails the build.
let loading: Promise<Content> | undefined;

// CONTENT_DIR points the build at another content folder (the tests' fixture, npm run bench:scale);
// drafts are left out unless DRAFTS=1, and what site.json hides always is.
function content(): Promise<Content> {
  loading ??= loadContent({ root: contentFolder(), resolveImage }).then((loaded) => applyHidden(applyDrafts(loaded, draftsShown())));
  return loading;
}

export async function listProjectSlugs(): Promise<string[]> {
  return [...(await content()).projects.keys()];
}

/** The graphic grid's projects, each with a panel whose texts are a file of their own. */
export async function listGraphicSlugs(): Promise<string[]> {
  return (await content()).layout["graphic-design"];
}

/** The posts written in a language (a post may be in one language only), newest first. */
export async function listBlogSlugs(lang: Language = DEFAULT_LANGUAGE): Promise<string[]> {
  return inLanguage((await content()).posts, lang).map((post) => post.urlTitle);
}

/** The languages a post is written in: its page's language choice and hreflang links name only these. */
export async function listPostLanguages(urlTitle: string): Promise<Language[]> {
  const { posts } = await content();
  return LANGUAGES.filter((lang) => inLanguage(posts, lang).some((post) => post.urlTitle === urlTitle));
}

// Each page gets its own language only: the other language's data would ride along in every
// page's HTML and data file for nothing.

/** A project by urlTitle, whatever section shows it. */
export async function findProject(urlTitle: string, lang: Language): Promise<Project | null> {
  return (await content()).projects.get(urlTitle)?.[lang] ?? null;
}

export async function findBlogPost(urlTitle: string, lang: Language): Promise<BlogPost | null> {
  return inLanguage((await content()).posts, lang).find((post) => post.urlTitle === urlTitle) ?? null;
}

/** Every post's slug and title, newest first: enough to link a post's neighbours. */
export async function listBlogPostLinks(lang: Language): Promise<{ urlTitle: string; title: string }[]> {
  return inLanguage((await content()).posts, lang).map(({ urlTitle, title }) => ({ urlTitle, title }));
}

export async function getProfile(lang: Language): Promise<Profile> {
  return inLanguage((await content()).profile, lang);
}

/** The owner's sentences in a language (texts.json): hero, intros, contact page. */
export async function getTexts(lang: Language): Promise<OwnerTexts> {
  return inLanguage((await content()).texts, lang);
}

export async function getPortfolio(lang: Language): Promise<Portfolio> {
  const { layout, projects, top5 } = await content();
  const pick = <T extends Project>(slugs: string[]) => slugs.map((slug) => projects.get(slug)![lang] as T);
  return {
    top5: inLanguage(top5, lang),
    frontend: pick<WebProject>(layout.frontend).map(toProjectCard),
    backend: pick<WebProject>(layout.backend).map(toProjectCard),
    fullstack: pick<WebProject>(layout.fullstack).map(toProjectCard),
    graphic: pick<GraphicProject>(layout["graphic-design"]),
  };
}

/** One stretch of the posts, newest first (from `start` up to, not including, `end`), as list cards. */
export async function getBlogPostCards(start: number, end: number, lang: Language): Promise<BlogPostCard[]> {
  return inLanguage((await content()).posts, lang).slice(start, end).map(toBlogPostCard);
}

/** Every post as a list card, newest first (the feeds). */
export async function getBlogPosts(lang: Language): Promise<BlogPostCard[]> {
  return inLanguage((await content()).posts, lang).map(toBlogPostCard);
}

/** The owner's configuration (content/site.json), validated. */
export async function getSite(): Promise<Site> {
  return (await content()).site;
}

export type { BlogPostCard, Portfolio } from "./cards.server";
