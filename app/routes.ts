import { type RouteConfig, route } from "@react-router/dev/routes";
import { blogPageSize, countBlogPosts, hasBlogPosts, readBlogShown, readShownPortfolioSections } from "./content/shown-sections.server";
import { listPageCount } from "./features/blog/blog-pages";
import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "./lib/sections";
import { LANGUAGE_PREFIXES } from "./i18n/paths";

// Every page exists in English at its bare address and in Swedish under /sv/. One route serves
// both through the optional segment, so switching language keeps the page mounted (typed
// values, an open panel, the lightbox's position) while the address changes.
// (An optional segment covers one prefixed language; a third language would take a `:lang?` param.)
const OPTIONAL_PREFIX = `${LANGUAGE_PREFIXES.sv.slice(1)}?`;
const inEveryLanguage = (path = "") => (path ? `${OPTIONAL_PREFIX}/${path}` : OPTIONAL_PREFIX);

// The route table. Section paths are listed one by one so that an unknown
// section falls through to the not-found page instead of a blank profile.
const profileSections = PROFILE_SECTIONS.filter((id) => id !== "home").map((id) =>
  route(inEveryLanguage(`profile/${id}`), "routes/profile.tsx", { id: `profile-${id}` }),
);
// React Router's typegen and knip read this table too. With EVERY_ROUTE=1 (npm run lint and
// typecheck) it lists every route whatever the content holds, so an owner's empty blog or hidden
// section changes neither the route types nor which modules count as used.
const everyRoute = process.env.EVERY_ROUTE === "1";

// A category without projects is not on the page, so its address leads to /portfolio instead.
const shown: readonly string[] = everyRoute ? PORTFOLIO_SECTIONS : readShownPortfolioSections();
const blogShown = everyRoute || readBlogShown();
const portfolioSections = PORTFOLIO_SECTIONS.filter((id) => id !== "my-work").map((id) =>
  route(inEveryLanguage(`portfolio/${id}`), shown.includes(id) ? "routes/portfolio.tsx" : "routes/redirect-portfolio.tsx", {
    id: `portfolio-${id}`,
  }),
);

export default [
  route(inEveryLanguage(), "routes/profile.tsx", { id: "home" }),
  route(inEveryLanguage("profile"), "routes/profile.tsx", { id: "profile" }),
  route(inEveryLanguage("profile/home"), "routes/redirect-home.tsx"),
  ...profileSections,
  route(inEveryLanguage("portfolio"), "routes/portfolio.tsx", { id: "portfolio" }),
  route(inEveryLanguage("portfolio/my-work"), "routes/redirect-portfolio.tsx"),
  ...portfolioSections,
  route(inEveryLanguage("portfolio/:urlTitle"), "routes/project.tsx"),
  // The graphic design projects' panel texts, only when there are some to prerender (as the posts).
  ...(shown.includes("graphic-design")
    ? [route(inEveryLanguage("portfolio/:urlTitle/panel.json"), "routes/graphic-panel-data.ts")]
    : []),
  route(inEveryLanguage("portfolio/:urlTitle/share.jpg"), "routes/share-card.ts", { id: "project-share-card" }),
  // A blog hidden in site.json has no pages and no feeds: /blog is the not-found page.
  ...(blogShown ? [route(inEveryLanguage("blog"), "routes/blog.tsx")] : []),
  // The list's later pages (/blog/page/2 …), only when the posts fill more than one: a route with
  // a loader must prerender at least one page.
  ...(everyRoute || listPageCount(countBlogPosts(), blogPageSize()) > 1
    ? [route(inEveryLanguage("blog/page/:page"), "routes/blog.tsx", { id: "blog-page" })]
    : []),
  ...(blogShown
    ? [
      route("blog/rss.xml", "routes/blog-rss.ts", { id: "blog-rss-en" }),
      route("blog/rss-sv.xml", "routes/blog-rss.ts", { id: "blog-rss-sv" }),
    ]
    : []),
  // An empty blog has no post pages to prerender; /blog/<anything> is then the not-found page.
  ...(everyRoute || hasBlogPosts()
    ? [
      route(inEveryLanguage("blog/:urlTitle"), "routes/blog-post.tsx"),
      route(inEveryLanguage("blog/:urlTitle/share.jpg"), "routes/share-card.ts", { id: "post-share-card" }),
    ]
    : []),
  route(inEveryLanguage("contact"), "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
