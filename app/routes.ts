import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { hasBlogPosts, readShownPortfolioSections } from "./content/shown-sections.server";
import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "./lib/sections";

// Every address the site answers, in one place. Section paths are listed one by one so that an unknown
// section falls through to the not-found page instead of a blank profile.
const profileSections = PROFILE_SECTIONS.filter((id) => id !== "home").map((id) =>
  route(`profile/${id}`, "routes/profile.tsx", { id: `profile-${id}` }),
);
// A category without projects is not on the page, so its address leads to /portfolio instead.
const shown = readShownPortfolioSections();
const portfolioSections = PORTFOLIO_SECTIONS.filter((id) => id !== "my-work").map((id) =>
  route(`portfolio/${id}`, shown.includes(id) ? "routes/portfolio.tsx" : "routes/redirect-portfolio.tsx", {
    id: `portfolio-${id}`,
  }),
);

export default [
  index("routes/profile.tsx", { id: "home" }),
  route("profile", "routes/profile.tsx", { id: "profile" }),
  route("profile/home", "routes/redirect-home.tsx"),
  ...profileSections,
  route("portfolio", "routes/portfolio.tsx", { id: "portfolio" }),
  route("portfolio/my-work", "routes/redirect-portfolio.tsx"),
  ...portfolioSections,
  route("portfolio/:urlTitle", "routes/project.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts", { id: "blog-rss-en" }),
  route("blog/rss-sv.xml", "routes/blog-rss.ts", { id: "blog-rss-sv" }),
  // An empty blog has no post pages to prerender; /blog/<anything> is then the not-found page.
  ...(hasBlogPosts() ? [route("blog/:urlTitle", "routes/blog-post.tsx")] : []),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
