import { describe, expect, it, vi } from "vitest";
import type { MetaDescriptor } from "react-router";
import { PORTFOLIO_SECTIONS, PROFILE_SECTIONS } from "~/lib/sections";
import { blogListMeta, namespaceMeta, portfolioMeta, postMeta, profileMeta, projectMeta, summarize } from "./page-heads";
import { notFoundMeta } from "./not-found-head";

// A site.json without a name, like the demo's: the neutral heads. (owner-heads.test.ts covers a
// named owner.) Its own values, so the owner's site.json changes nothing here.
const siteUrl = "https://portfolio.example.com";
vi.mock("@content/site.json", () => ({
  default: {
    siteUrl: "https://portfolio.example.com",
    email: "hello@portfolio.example.com",
    tagline: { en: "Web developer & graphic designer", sv: "Webbutvecklare & grafisk formgivare" },
    portrait: "contact/portrait",
    profiles: { github: "https://github.com/example", linkedin: "https://www.linkedin.com/in/example" },
  },
}));

type Tag = Record<string, unknown>;
const tagsOf = (tags: MetaDescriptor[]) => tags as Tag[];
const title = (tags: MetaDescriptor[]) => tagsOf(tags).find((t) => "title" in t)?.title;
const named = (tags: MetaDescriptor[], name: string) =>
  tagsOf(tags).find((t) => t.name === name || t.property === name)?.content;
const canonical = (tags: MetaDescriptor[]) => tagsOf(tags).find((t) => t.rel === "canonical")?.href;
const alternates = (tags: MetaDescriptor[]) =>
  Object.fromEntries(tagsOf(tags).filter((t) => t.rel === "alternate" && t.hrefLang).map((t) => [t.hrefLang, t.href]));
const jsonLd = (tags: MetaDescriptor[]) =>
  tagsOf(tags)
    .filter((t) => "script:ld+json" in t)
    .map((t) => t["script:ld+json"] as Record<string, unknown>);
const image = {
  id: "projects/brutal-beats/cover",
  width: 1600,
  height: 1000,
  src: "/img/cover-960.webp",
  avif: "",
  webp: "",
  variants: [
    { width: 800, height: 500, avif: "/img/cover-800.avif", webp: "/img/cover-800.webp" },
    { width: 1200, height: 750, avif: "/img/cover-1200.avif", webp: "/img/cover-1200.webp" },
    { width: 1600, height: 1000, avif: "/img/cover-1600.avif", webp: "/img/cover-1600.webp" },
  ],
};
const lead = {
  en: "A drum machine in the browser, with a sequencer and effects",
  sv: "En trummaskin i webbläsaren, med sekvenserare och effekter",
};
const project = {
  en: { title: "Brutal Beats", subTitle: lead.en, image, description: "<p>Text</p>", applicationType: "Web app" },
  sv: { title: "Brutala beats", subTitle: lead.sv, image, description: "<p>Text</p>", applicationType: "Webbapp" },
};
const post = {
  en: { title: "First post", titleDescription: "Keeping time", date: "2025-03-14", alt: "A grid", img: image, content: "<p>Body</p>" },
  sv: { title: "Första", titleDescription: "Att hålla takten", date: "2025-03-14", alt: "Ett rutnät", img: image, content: "<p>Text</p>" },
};

describe("page heads", () => {
  it("gives every kind of page a different title and description", () => {
    const heads = [
      profileMeta("/"),
      profileMeta("/profile"),
      ...PROFILE_SECTIONS.filter((id) => id !== "home").map((id) => profileMeta(`/profile/${id}`)),
      portfolioMeta("/portfolio"),
      ...PORTFOLIO_SECTIONS.filter((id) => id !== "my-work").map((id) => portfolioMeta(`/portfolio/${id}`)),
      projectMeta("/portfolio/brutal-beats", project.en),
      postMeta("/blog/first-post", post.en),
      namespaceMeta("blogPost", "/blog"),
      namespaceMeta("contact", "/contact"),
    ];
    expect(new Set(heads.map(title)).size).toBe(heads.length);
    expect(new Set(heads.map((tags) => named(tags, "description"))).size).toBe(heads.length);
  });

  it("names a section page after its section and points it to the page it belongs to", () => {
    const tags = profileMeta("/profile/education/");
    expect(title(tags)).toBe("Education · Profile · Portfolio");
    // The owner's line under the section in the menu, then the page's description.
    expect(named(tags, "description")).toBe("Fixture menu education — Fixture profileDescription (en)");
    expect(canonical(tags)).toBe(`${siteUrl}/`);
    expect(canonical(portfolioMeta("/portfolio/frontend"))).toBe(`${siteUrl}/portfolio/`);
  });

  it("tells two projects of one client apart by the kind of work", () => {
    const shop = { ...project.en, title: "Kvarn Coffee", applicationType: "Website" };
    const packaging = { ...project.en, title: "Kvarn Coffee", applicationType: "Packaging design" };
    expect(title(projectMeta("/portfolio/coffee-shop", shop))).toBe("Kvarn Coffee – Website · Portfolio");
    expect(title(projectMeta("/portfolio/kvarn", packaging))).toBe(
      "Kvarn Coffee – Packaging design · Portfolio",
    );
  });

  it("does not repeat the site name in the portfolio's title", () => {
    expect(title(portfolioMeta("/portfolio"))).toBe("Portfolio");
  });

  it("shares pages with absolute URLs and the default image", () => {
    const tags = namespaceMeta("contact", "/contact");
    expect(named(tags, "og:url")).toBe(`${siteUrl}/contact/`);
    expect(named(tags, "og:image")).toBe(`${siteUrl}/og-default.jpg`);
    expect(named(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("shares a project with its card beside the page: a 1200 × 630 JPEG in the page's language", () => {
    const tags = projectMeta("/portfolio/brutal-beats", project.en);
    expect(named(tags, "og:image")).toBe(`${siteUrl}/portfolio/brutal-beats/share.jpg`);
    expect(named(tags, "og:image:width")).toBe("1200");
    expect(named(tags, "og:image:height")).toBe("630");
    expect(named(tags, "twitter:image:alt")).toBe("Brutal Beats – Web app");
    const swedish = projectMeta("/sv/portfolio/brutal-beats/", project.sv);
    expect(named(swedish, "og:image")).toBe(`${siteUrl}/sv/portfolio/brutal-beats/share.jpg`);
  });

  it("shares a post with its card, described by the cover's text", () => {
    const tags = postMeta("/sv/blog/first-post", post.sv);
    expect(named(tags, "og:image")).toBe(`${siteUrl}/sv/blog/first-post/share.jpg`);
    expect(named(tags, "og:image:alt")).toBe("Ett rutnät");
  });

  it("describes the owner as a Person without a name on the profile", () => {
    const [page] = jsonLd(profileMeta("/"));
    expect(page).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person" } });
    expect(page?.mainEntity).not.toHaveProperty("name");
  });

  it("marks up a project as CreativeWork and a post as BlogPosting, with breadcrumbs", () => {
    const [work, trail] = jsonLd(projectMeta("/portfolio/brutal-beats", project.en));
    expect(work).toMatchObject({ "@type": "CreativeWork", name: "Brutal Beats – Web app", url: `${siteUrl}/portfolio/brutal-beats/` });
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
    expect((trail?.itemListElement as unknown[]).length).toBe(3);
    const [posting] = jsonLd(postMeta("/blog/first-post", post.en));
    expect(posting).toMatchObject({ "@type": "BlogPosting", headline: "First post", datePublished: "2025-03-14" });
  });

  it("keeps the not-found page out of search results", () => {
    const tags = notFoundMeta("/404");
    expect(named(tags, "robots")).toBe("noindex");
    expect(canonical(tags)).toBeUndefined();
  });

  it("tops up a short lead from the body text, up to 160 characters at a word", () => {
    const long = "A lead that is long enough to stand on its own as the description of a search result.";
    expect(summarize(long, "<p>Body</p>")).toBe(long);
    expect(summarize("Identity for a shop", "<p>Logo &amp; signage</p><p>for a café</p>")).toBe(
      "Identity for a shop. Logo & signage for a café",
    );
    const summary = summarize("Short", `<p>${"word ".repeat(60)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
  });
});

describe("page heads in Swedish", () => {
  it("titles, describes and shares a /sv/ page in Swedish, canonical at its own address", () => {
    const tags = namespaceMeta("contact", "/sv/contact/");
    expect(title(tags)).toBe("Kontakt · Portfolio");
    expect(named(tags, "description")).toBe("Fixture contactDescription (sv)");
    expect(canonical(tags)).toBe(`${siteUrl}/sv/contact/`);
    expect(named(tags, "og:url")).toBe(`${siteUrl}/sv/contact/`);
    expect(named(tags, "og:locale")).toBe("sv_SE");
    expect(named(tags, "og:locale:alternate")).toBe("en_US");
    expect(named(tags, "og:image:alt")).toBe("Fixture shareImageAlt (sv)");
  });

  it("links every page to itself and its twin, with the English page as x-default", () => {
    const twins = { en: `${siteUrl}/portfolio/brutal-beats/`, sv: `${siteUrl}/sv/portfolio/brutal-beats/` };
    const expected = { ...twins, "x-default": twins.en };
    expect(alternates(projectMeta("/portfolio/brutal-beats", project.en))).toEqual(expected);
    expect(alternates(projectMeta("/sv/portfolio/brutal-beats", project.sv))).toEqual(expected);
    expect(alternates(profileMeta("/sv"))).toEqual({ en: `${siteUrl}/`, sv: `${siteUrl}/sv/`, "x-default": `${siteUrl}/` });
  });

  it("points a Swedish section page to the Swedish page it belongs to", () => {
    const tags = profileMeta("/sv/profile/education");
    expect(title(tags)).toBe("Utbildning · Profil · Portfolio");
    expect(canonical(tags)).toBe(`${siteUrl}/sv/`);
    expect(canonical(portfolioMeta("/sv/portfolio/frontend/"))).toBe(`${siteUrl}/sv/portfolio/`);
  });

  it("marks up Swedish content in Swedish, with Swedish breadcrumbs and addresses", () => {
    const tags = projectMeta("/sv/portfolio/brutal-beats", project.sv);
    expect(title(tags)).toBe("Brutala beats – Webbapp · Portfolio");
    const [work, trail] = jsonLd(tags);
    expect(work).toMatchObject({ name: "Brutala beats – Webbapp", inLanguage: "sv", url: `${siteUrl}/sv/portfolio/brutal-beats/` });
    const crumbs = (trail?.itemListElement as Array<{ name: string; item: string }>).map((crumb) => crumb.item);
    expect(crumbs).toEqual([`${siteUrl}/sv/`, `${siteUrl}/sv/portfolio/`, `${siteUrl}/sv/portfolio/brutal-beats/`]);
    const [page] = jsonLd(profileMeta("/sv/"));
    expect(page).toMatchObject({ inLanguage: "sv", url: `${siteUrl}/sv/` });
    const [posting] = jsonLd(postMeta("/sv/blog/first-post", post.sv));
    expect(posting).toMatchObject({ headline: "Första", inLanguage: "sv" });
  });

  it("keeps the Swedish not-found page out of search results, in Swedish", () => {
    const tags = notFoundMeta("/sv/nope");
    expect(title(tags)).toMatch(/^Sidan hittades inte/);
    expect(named(tags, "robots")).toBe("noindex");
    expect(alternates(tags)).toEqual({});
  });
});

describe("the blog list's pages", () => {
  const links = (tags: MetaDescriptor[], rel: string) =>
    tagsOf(tags)
      .filter((t) => t.tagName === "link" && t.rel === rel)
      .map((t) => t.href);

  it("keeps the blog's own head on page 1 and links the next page", () => {
    const tags = blogListMeta("/blog", { page: 1, pageCount: 3 });
    expect(title(tags)).toBe(title(namespaceMeta("blogPost", "/blog")));
    expect(canonical(tags)).toBe(`${siteUrl}/blog/`);
    expect(links(tags, "prev")).toEqual([]);
    expect(links(tags, "next")).toEqual([`${siteUrl}/blog/page/2/`]);
  });

  it("names a later page's number, is canonical at its own address and links both neighbours", () => {
    const tags = blogListMeta("/blog/page/2/", { page: 2, pageCount: 3 });
    expect(title(tags)).toBe("Blog – page 2 · Portfolio");
    expect(named(tags, "description")).toBe("Page 2 of 3 — Fixture blogDescription (en)");
    expect(canonical(tags)).toBe(`${siteUrl}/blog/page/2/`);
    expect(alternates(tags)).toEqual({
      en: `${siteUrl}/blog/page/2/`,
      sv: `${siteUrl}/sv/blog/page/2/`,
      "x-default": `${siteUrl}/blog/page/2/`,
    });
    expect(links(tags, "prev")).toEqual([`${siteUrl}/blog/`]);
    expect(links(tags, "next")).toEqual([`${siteUrl}/blog/page/3/`]);
    expect(links(blogListMeta("/blog/page/3", { page: 3, pageCount: 3 }), "next")).toEqual([]);
  });

  it("titles a Swedish page in Swedish and links its Swedish neighbours", () => {
    const tags = blogListMeta("/sv/blog/page/2", { page: 2, pageCount: 3 });
    expect(title(tags)).toBe("Blogg – sida 2 · Portfolio");
    expect(named(tags, "description")).toBe("Sida 2 av 3 — Fixture blogDescription (sv)");
    expect(canonical(tags)).toBe(`${siteUrl}/sv/blog/page/2/`);
    expect(links(tags, "prev")).toEqual([`${siteUrl}/sv/blog/`]);
    expect(links(tags, "next")).toEqual([`${siteUrl}/sv/blog/page/3/`]);
  });

  it("gives each page a title and description of its own", () => {
    const heads = [1, 2, 3].map((page) => blogListMeta(page === 1 ? "/blog" : `/blog/page/${page}`, { page, pageCount: 3 }));
    expect(new Set(heads.map(title)).size).toBe(3);
    expect(new Set(heads.map((tags) => named(tags, "description"))).size).toBe(3);
  });
});
