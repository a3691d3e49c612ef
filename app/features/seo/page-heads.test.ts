import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../../content/site.json";
import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "~/lib/sections";
import { namespaceMeta, notFoundMeta, portfolioMeta, postMeta, profileMeta, projectMeta } from "./page-heads";

type Tag = Record<string, unknown>;
const tagsOf = (tags: MetaDescriptor[]) => tags as Tag[];
const title = (tags: MetaDescriptor[]) => tagsOf(tags).find((t) => "title" in t)?.title;
const named = (tags: MetaDescriptor[], name: string) =>
  tagsOf(tags).find((t) => t.name === name || t.property === name)?.content;
const canonical = (tags: MetaDescriptor[]) => tagsOf(tags).find((t) => t.rel === "canonical")?.href;
const jsonLd = (tags: MetaDescriptor[]) =>
  tagsOf(tags)
    .filter((t) => "script:ld+json" in t)
    .map((t) => t["script:ld+json"] as Record<string, unknown>);
const project = { title: { en: "Brutal Beats", sv: "Brutala beats" } };

describe("page heads", () => {
  it("gives every kind of page a different title and description", () => {
    const heads = [
      profileMeta("/"),
      profileMeta("/profile"),
      ...PROFILE_SECTIONS.filter((id) => id !== "home").map((id) => profileMeta(`/profile/${id}`)),
      portfolioMeta("/portfolio"),
      ...PORTFOLIO_SECTIONS.filter((id) => id !== "my-work").map((id) => portfolioMeta(`/portfolio/${id}`)),
      projectMeta("/portfolio/brutal-beats", project),
      postMeta("/blog/first-post", { title: { en: "First post", sv: "Första inlägget" } }),
      namespaceMeta("blogPost", "/blog"),
      namespaceMeta("contact", "/contact"),
    ];
    expect(new Set(heads.map(title)).size).toBe(heads.length);
    expect(new Set(heads.map((tags) => named(tags, "description"))).size).toBe(heads.length);
  });

  it("names a section page after its section and points it to the page it belongs to", () => {
    const tags = profileMeta("/profile/education/");
    expect(title(tags)).toBe("Education · Profile · Portfolio");
    expect(canonical(tags)).toBe(`${siteUrl}/`);
    expect(canonical(portfolioMeta("/portfolio/frontend"))).toBe(`${siteUrl}/portfolio`);
  });

  it("does not repeat the site name in the portfolio's title", () => {
    expect(title(portfolioMeta("/portfolio"))).toBe("Portfolio");
  });

  it("shares pages with absolute URLs and the default image", () => {
    const tags = namespaceMeta("contact", "/contact");
    expect(named(tags, "og:url")).toBe(`${siteUrl}/contact`);
    expect(named(tags, "og:image")).toBe(`${siteUrl}/og-default.png`);
    expect(named(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("shares a project with its own image", () => {
    const image = { src: "/img/brutal-1200.jpg", width: 1200, height: 630, alt: "Brutal Beats app" };
    const tags = projectMeta("/portfolio/brutal-beats", { ...project, image });
    expect(named(tags, "og:image")).toBe(`${siteUrl}/img/brutal-1200.jpg`);
    expect(named(tags, "twitter:image:alt")).toBe("Brutal Beats app");
  });

  it("describes the owner as a Person without a name on the profile", () => {
    const [page] = jsonLd(profileMeta("/"));
    expect(page).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person" } });
    expect(page?.mainEntity).not.toHaveProperty("name");
  });

  it("marks up a project as CreativeWork and a post as BlogPosting, with breadcrumbs", () => {
    const [work, trail] = jsonLd(projectMeta("/portfolio/brutal-beats", project));
    expect(work).toMatchObject({ "@type": "CreativeWork", name: "Brutal Beats", url: `${siteUrl}/portfolio/brutal-beats` });
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
    expect((trail?.itemListElement as unknown[]).length).toBe(3);
    const [post] = jsonLd(postMeta("/blog/first-post", { title: { en: "First post", sv: "Första" }, published: "2025-03-14" }));
    expect(post).toMatchObject({ "@type": "BlogPosting", headline: "First post", datePublished: "2025-03-14" });
  });

  it("keeps the not-found page out of search results", () => {
    const tags = notFoundMeta("/404");
    expect(named(tags, "robots")).toBe("noindex");
    expect(canonical(tags)).toBeUndefined();
  });
});
