import { describe, expect, it, vi } from "vitest";
import type { MetaDescriptor } from "react-router";
import { fullTitle } from "./site-title";
import { namespaceMeta, postMeta, profileMeta } from "./page-heads";

// The heads of a site whose owner filled in site.json: the name in titles, og:site_name and
// the JSON-LD Person. (page-heads.test.ts covers the neutral demo, which has no name.)
vi.mock("@content/site.json", () => ({
  default: {
    siteUrl: "https://kim.dev",
    email: "hej@kim.dev",
    name: "Kim Berg",
    tagline: { en: "Designer who codes", sv: "Formgivare som kodar" },
    location: "Malmö",
    profiles: { github: "https://github.com/kimberg", dribbble: "https://dribbble.com/kimberg", instagram: "https://www.instagram.com/kimberg" },
  },
}));

type Tag = Record<string, unknown>;
const tagsOf = (tags: MetaDescriptor[]) => tags as Tag[];
const title = (tags: MetaDescriptor[]) => tagsOf(tags).find((t) => "title" in t)?.title;
const named = (tags: MetaDescriptor[], name: string) => tagsOf(tags).find((t) => t.property === name)?.content;
const jsonLd = (tags: MetaDescriptor[]) =>
  tagsOf(tags).filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Record<string, unknown>);
const image = { id: "blog/x", width: 1200, height: 630, src: "/img/x.webp", avif: "", webp: "" };

describe("page heads with the owner's name", () => {
  it("ends every title with the name, and leads the home title with it and the role", () => {
    expect(title(namespaceMeta("blogPost", "/blog"))).toBe("Blog · Kim Berg");
    expect(title(profileMeta("/"))).toBe("Kim Berg · Designer who codes");
    expect(fullTitle(["Formgivare som kodar"], { nameFirst: true })).toBe("Kim Berg · Formgivare som kodar");
  });

  it("names the site after the owner for link previews", () => {
    expect(named(namespaceMeta("contact", "/contact"), "og:site_name")).toBe("Kim Berg");
  });

  it("describes the owner as a named Person with role, e-mail, portrait, place and every set profile", () => {
    const [page] = jsonLd(profileMeta("/", "/img/portrait-640.webp"));
    expect(page?.mainEntity).toEqual({
      "@type": "Person",
      "@id": "https://kim.dev/#person",
      name: "Kim Berg",
      jobTitle: "Designer who codes",
      email: "hej@kim.dev",
      url: "https://kim.dev/",
      image: "https://kim.dev/img/portrait-640.webp",
      homeLocation: { "@type": "Place", name: "Malmö" },
      sameAs: ["https://github.com/kimberg", "https://dribbble.com/kimberg", "https://www.instagram.com/kimberg"],
    });
  });

  it("credits posts to the named owner", () => {
    const post = { title: "First", titleDescription: "Keeping time", date: "2025-03-14", img: image, alt: "A grid", content: "" };
    const [posting] = jsonLd(postMeta("/blog/first", post));
    expect(posting?.author).toMatchObject({ "@type": "Person", name: "Kim Berg" });
  });
});

describe("fullTitle without a name", () => {
  it("keeps the neutral site name last, also on the home page", () => {
    const owner = { siteUrl: "https://kim.dev", email: "hej@kim.dev" };
    expect(fullTitle(["Blog"], { owner })).toBe("Blog · Portfolio");
    expect(fullTitle(["Web developer"], { owner, nameFirst: true })).toBe("Web developer · Portfolio");
  });
});
