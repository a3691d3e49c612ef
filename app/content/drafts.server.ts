import type { Localized } from "../i18n/languages";
import type { Content } from "./load.server";
import type { BlogPost } from "./schemas";

// A draft is checked like everything else, so publishing it cannot break the build, and then left
// out of every page, list, feed, sitemap entry and neighbour link: they are all built from this.

/** Whether drafts are built: DRAFTS=1, which `npm run dev` sets. */
export function draftsShown(env: Record<string, string | undefined> = process.env): boolean {
  return env.DRAFTS === "1";
}

/**
 * The content without its drafts, or (when they are shown) with each draft marked in every
 * languages. A project or post is a draft when any language's file says `draft: true`, so a
 * half-translated one is never published by forgetting the second file.
 */
export function applyDrafts(content: Content, shown: boolean): Content {
  const draftProjects = new Set(
    [...content.projects].filter(([, localized]) => Object.values(localized).some((item) => item.draft)).map(([slug]) => slug),
  );
  const draftPosts = new Set(
    Object.values(content.posts).flatMap((posts) => posts.filter((post) => post.draft).map((post) => post.urlTitle)),
  );
  if (draftProjects.size === 0 && draftPosts.size === 0) return content;
  if (!shown) return leaveOut(content, (slug) => draftProjects.has(slug), (post) => draftPosts.has(post.urlTitle));
  return {
    ...content,
    projects: new Map([...content.projects].map(([slug, localized]) => [
      slug,
      draftProjects.has(slug) ? mapLocalized(localized, (project) => ({ ...project, draft: true })) : localized,
    ])),
    posts: mapLocalized(content.posts, (posts) => posts.map((post) => (draftPosts.has(post.urlTitle) ? { ...post, draft: true } : post))),
  };
}

/** The content without these projects and posts, wherever a page, list or feed would show them. */
export function leaveOut(content: Content, project: (slug: string) => boolean, post: (post: BlogPost) => boolean): Content {
  const projects = new Map([...content.projects].filter(([slug]) => !project(slug)));
  const layout = Object.fromEntries(
    Object.entries(content.layout).map(([section, slugs]) => [section, slugs.filter((slug) => projects.has(slug))]),
  ) as Content["layout"];
  return {
    ...content,
    projects,
    layout,
    top5: mapLocalized(content.top5, (items) => items.filter((item) => projects.has(item.urlTitle))),
    posts: mapLocalized(content.posts, (posts) => posts.filter((item) => !post(item))),
  };
}

// Not the i18n helpers: vitest.config.ts loads this module (draftsShown) before the site's languages are set.
function mapLocalized<T, U>(localized: Localized<T>, map: (value: T) => U): Localized<U> {
  return Object.fromEntries(Object.entries(localized).map(([lang, value]) => [lang, map(value)]));
}
