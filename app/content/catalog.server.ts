import { contentFolder } from "../../scripts/content-dir.mjs";
import type { Language, Localized } from "../i18n/languages";
import { toBlogPostCard, toProjectCard, type BlogPostCard, type Portfolio } from "./cards.server";
import { resolveImage } from "./images.server";
import { loadContent, type Content } from "./load.server";
import type { BlogPost, GraphicProject, Profile, Project, Site, WebProject } from "./schemas";

// The pages' one door to content. Runs only at build time (route loaders, prerender paths,
// the CV script); the first call reads and validates everything, and bad content fails the build.
let loading: Promise<Content> | undefined;

// CONTENT_DIR points the build at another content folder (the tests' fixture, npm run bench:scale).
function content(): Promise<Content> {
  loading ??= loadContent({ root: contentFolder(), resolveImage });
  return loading;
}

function localize<T, R>(value: Localized<T>, map: (item: T) => R): Localized<R> {
  return { en: map(value.en), sv: map(value.sv) };
}

export async function listProjectSlugs(): Promise<string[]> {
  return [...(await content()).projects.keys()];
}

export async function listBlogSlugs(): Promise<string[]> {
  return (await content()).posts.en.map((post) => post.urlTitle);
}

/** A project by urlTitle, whatever section shows it. */
export async function findProject(urlTitle: string): Promise<Localized<Project> | null> {
  return (await content()).projects.get(urlTitle) ?? null;
}

export async function findBlogPost(urlTitle: string): Promise<Localized<BlogPost> | null> {
  const { posts } = await content();
  const en = posts.en.find((post) => post.urlTitle === urlTitle);
  const sv = posts.sv.find((post) => post.urlTitle === urlTitle);
  return en && sv ? { en, sv } : null;
}

export async function getProfile(): Promise<Localized<Profile>> {
  return (await content()).profile;
}

export async function getPortfolio(): Promise<Localized<Portfolio>> {
  const { layout, projects, top5 } = await content();
  const build = (lang: Language): Portfolio => {
    const pick = <T extends Project>(slugs: string[]) => slugs.map((slug) => projects.get(slug)![lang] as T);
    return {
      top5: top5[lang],
      frontend: pick<WebProject>(layout.frontend).map(toProjectCard),
      backend: pick<WebProject>(layout.backend).map(toProjectCard),
      fullstack: pick<WebProject>(layout.fullstack).map(toProjectCard),
      graphic: pick<GraphicProject>(layout.graphic),
    };
  };
  return { en: build("en"), sv: build("sv") };
}

/** One stretch of the posts, newest first (from `start` up to, not including, `end`), as list cards in every language. */
export async function getBlogPostCards(start: number, end: number): Promise<Localized<BlogPostCard[]>> {
  return localize((await content()).posts, (posts) => posts.slice(start, end).map(toBlogPostCard));
}

/** Every post as a list card, newest first, in every language (the feeds). */
export async function getBlogPosts(): Promise<Localized<BlogPostCard[]>> {
  return localize((await content()).posts, (posts) => posts.map(toBlogPostCard));
}

/** The owner's configuration (content/site.json), validated. */
export async function getSite(): Promise<Site> {
  return (await content()).site;
}

export type { BlogPostCard, Portfolio } from "./cards.server";
