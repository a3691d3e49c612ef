import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "./lib/sections";
import { listBlogSlugs, listProjectSlugs } from "./content/catalog.server";
import { NOT_FOUND_PATH } from "./lib/not-found-document";
import { FEED_PATHS } from "./features/blog/blog-paths";


export async function prerenderPaths(): Promise<string[]> {
  const [projects, posts] = await Promise.all([listProjectSlugs(), listBlogSlugs()]);
  return [
    "/",
    "/profile",
    ...PROFILE_SECTIONS.map((id) => `/profile/${id}`),
    "/portfolio",
    ...PORTFOLIO_SECTIONS.map((id) => `/portfolio/${id}`),
    ...projects.map((slug) => `/portfolio/${encodeURIComponent(slug)}`),
    "/blog",
    ...posts.map((slug) => `/blog/${encodeURIComponent(slug)}`),
    ...Object.values(FEED_PATHS),
    "/contact",
    NOT_FOUND_PATH,
  ];
}
