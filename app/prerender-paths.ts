import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "./lib/sections";
import { listBlogSlugs, listGraphicSlugs, listProjectSlugs } from "./content/catalog.server";
import { NOT_FOUND_PATH } from "./lib/not-found-document";
import { blogPageSize, readBlogShown } from "./content/shown-sections.server";
import { listPageCount } from "./features/blog/blog-pages";
import { feedPath, listPagePath, postPath } from "./features/blog/blog-paths";
import { graphicPanelPath } from "./features/portfolio/graphic-panel-path";
import { shareCardPath } from "./features/seo/share-card-path";
import { LANGUAGES, type Language } from "./i18n/languages";
import { localizePath } from "./i18n/paths";

/**
 * Every page once per language (`/contact`, `/de/contact`) with the graphic panels' texts, the
 * projects' and posts' link-preview pictures, the blog list's pages (/blog, /blog/page/2 …), the feeds and the one not-found page.
 */
export async function prerenderPaths(): Promise<string[]> {
  const [projects, graphic] = await Promise.all([listProjectSlugs(), listGraphicSlugs()]);
  const blogShown = readBlogShown();
  const pages = [
    "/",
    "/profile",
    ...PROFILE_SECTIONS.map((id) => `/profile/${id}`),
    "/portfolio",
    ...PORTFOLIO_SECTIONS.map((id) => `/portfolio/${id}`),
    // Written out, not projectPath(): react-router.config.ts loads this file without the app's
    // "~" alias, which portfolio-navigation.ts's imports need.
    ...projects.map((slug) => `/portfolio/${encodeURIComponent(slug)}`),
    ...projects.map((slug) => shareCardPath(`/portfolio/${encodeURIComponent(slug)}`)),
    ...graphic.map(graphicPanelPath),
    "/contact",
  ];
  // A post may be written in one language only, so each language has its own posts and list pages;
  // a hidden blog has neither, nor feeds.
  const blogPages = async (lng: Language) => {
    if (!blogShown) return [];
    const posts = await listBlogSlugs(lng);
    return [
      ...Array.from({ length: listPageCount(posts.length, blogPageSize()) }, (_, i) => listPagePath(i + 1)),
      ...posts.map((slug) => postPath(slug)),
      ...posts.map((slug) => shareCardPath(postPath(slug))),
    ];
  };
  const perLanguage = await Promise.all(
    LANGUAGES.map(async (lng) => [...pages, ...(await blogPages(lng))].map((path) => localizePath(path, lng))),
  );
  return [...perLanguage.flat(), ...(blogShown ? LANGUAGES.map((lng) => feedPath(lng)) : []), NOT_FOUND_PATH];
}
