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
    [...content.projects].filter(([, localized]) => isDraft(localized)).map(([slug]) => slug),
  );
  const draftPosts = new Set(
    Object.values(content.posts).flatMap((posts) => posts.filter((post) => post.draft).map((post) => post.urlTitle)),
  );
  if (draftProjects.size === 0 && draftPosts.size === 0) return content;
  if (shown) {
    return {
      ...content,
      projects: new Map([...content.projects].map(([slug, localized]) => [
        slug,
        draftProjects.has(slug) ? mapLocalized(localized, (project) => ({ ...project, draft: true })) : localized,
      ])),
      posts: mapLocalized(content.posts, (posts: BlogPost[]) =>
        posts.map((post) => (draftPosts.has(post.urlTitle) ? { ...post, draft: true } : post)),
      ),
    };
  }

  const published = (slug: string) => !draftProjects.has(slug);
  const projects = new Map([...content.projects].filter(([slug]) => published(slug)));
  const layout = Object.fromEntries(
    Object.entries(content.layout).map(([section, slugs]) => [section, slugs.filter(published)]),
  ) as Content["layout"];
  return {
    ...content,
    projects,
    layout,
    top5: mapLocalized(content.top5, (items) => items.filter((item) => published(item.urlTitle))),
    posts: mapLocalized(content.posts, (posts: BlogPost[]) => posts.filter((post) => !draftPosts.has(post.urlTitle))),
  };
}

function isDraft(localized: Localized<{ draft?: boolean }>): boolean {
  return Object.values(localized).some((item) => item.draft === true);
}

function mapLocalized<T, U>(localized: Localized<T>, map: (value: T) => U): Localized<U> {
  return Object.fromEntries(Object.entries(localized).map(([lang, value]) => [lang, map(value)]));
}
