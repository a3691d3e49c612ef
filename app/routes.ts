// First: sets the site's languages, which the modules below read (outside Vite's define).
import "../scripts/site-languages-global.mjs";
import { type RouteConfig, route } from "@react-router/dev/routes";
import { blogPageSize, blogPostCounts, readBlogShown, readShownPortfolioSections } from "./content/shown-sections.server";
import { listPageCount } from "./features/blog/blog-pages";
import { feedPath } from "./features/blog/blog-paths";
import { LANGUAGES } from "./i18n/languages";
import { languageRoutes } from "./i18n/language-routes";
import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "./lib/sections";

// Every page exists in each of the site's languages: the first at its bare address, the others
// under their prefix, one route per language (docs/decisions/0059-one-route-per-language.md).
const inEveryLanguage = languageRoutes();

// The route table. Section paths are listed one by one so that an unknown
// section falls through to the not-found page instead of a blank profile.
const profileSections = PROFILE_SECTIONS.filter((id) => id !== "home").flatMap((id) =>
  inEveryLanguage(`profile/${id}`, "routes/profile.tsx", { id: `profile-${id}` }),
);
// React Router's typegen and knip read this table too. With EVERY_ROUTE=1 (npm run lint and
// typecheck) it lists every route whatever the content holds, so an owner's empty blog or hidden
// section changes neither the route types nor which modules count as used.
const everyRoute = process.env.EVERY_ROUTE === "1";

// A category without projects is not on the page, so its address leads to /portfolio instead.
const shown: readonly string[] = everyRoute ? PORTFOLIO_SECTIONS : readShownPortfolioSections();
const blogShown = everyRoute || readBlogShown();
// A post may be written in one language only, so each language's blog has its own posts and list
// pages; a language's route with a loader is left out when it has no page to prerender.
const postCounts = everyRoute ? {} : blogPostCounts();
const languagesWith = (enough: (posts: number) => boolean) => LANGUAGES.filter((lng) => everyRoute || enough(postCounts[lng] ?? 0));
const inLanguages = (languages: readonly string[], ...page: Parameters<typeof inEveryLanguage>) =>
  inEveryLanguage(...page).filter((_, i) => languages.includes(LANGUAGES[i] ?? ""));
const portfolioSections = PORTFOLIO_SECTIONS.filter((id) => id !== "my-work").flatMap((id) =>
  inEveryLanguage(`portfolio/${id}`, shown.includes(id) ? "routes/portfolio.tsx" : "routes/redirect-portfolio.tsx", {
    id: `portfolio-${id}`,
  }),
);

export default [
  ...inEveryLanguage("", "routes/profile.tsx", { id: "home" }),
  ...inEveryLanguage("profile", "routes/profile.tsx", { id: "profile" }),
  ...inEveryLanguage("profile/home", "routes/redirect-home.tsx"),
  ...profileSections,
  ...inEveryLanguage("portfolio", "routes/portfolio.tsx", { id: "portfolio" }),
  ...inEveryLanguage("portfolio/my-work", "routes/redirect-portfolio.tsx"),
  ...portfolioSections,
  ...inEveryLanguage("portfolio/:urlTitle", "routes/project.tsx"),
  // The graphic design projects' panel texts, only when there are some to prerender (as the posts).
  ...(shown.includes("graphic-design")
    ? inEveryLanguage("portfolio/:urlTitle/panel.json", "routes/graphic-panel-data.ts")
    : []),
  ...inEveryLanguage("portfolio/:urlTitle/share.jpg", "routes/share-card.ts", { id: "project-share-card" }),
  // A blog hidden in site.json has no pages and no feeds: /blog is the not-found page.
  ...(blogShown ? inEveryLanguage("blog", "routes/blog.tsx") : []),
  // The list's later pages (/blog/page/2 …), in each language whose posts fill more than one.
  ...inLanguages(languagesWith((posts) => listPageCount(posts, blogPageSize()) > 1), "blog/page/:page", "routes/blog.tsx", {
    id: "blog-page",
  }),
  // One feed per language (blog-paths.ts); none for a hidden blog.
  ...(blogShown ? LANGUAGES.map((lng) => route(feedPath(lng).slice(1), "routes/blog-rss.ts", { id: `blog-rss-${lng}` })) : []),
  // A language with no posts has no post pages to prerender; /blog/<anything> is then the not-found page.
  ...inLanguages(languagesWith((posts) => posts > 0), "blog/:urlTitle", "routes/blog-post.tsx"),
  ...inLanguages(languagesWith((posts) => posts > 0), "blog/:urlTitle/share.jpg", "routes/share-card.ts", { id: "post-share-card" }),
  ...inEveryLanguage("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
