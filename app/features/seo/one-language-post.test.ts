import { describe, expect, it, vi } from "vitest";
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { postMeta } from "./page-heads";

// A post written in one language names only that version in its head: no hreflang link to a twin
// that was never built.
const siteUrl = "https://portfolio.example.com";
vi.mock("@content/site.json", () => ({ default: { siteUrl: "https://portfolio.example.com", email: "a@portfolio.example.com" } }));

const tags = (list: MetaDescriptor[]) => list as Array<Record<string, unknown>>;
const alternates = (list: MetaDescriptor[]) =>
  Object.fromEntries(tags(list).filter((t) => t.rel === "alternate" && t.hrefLang).map((t) => [t.hrefLang, t.href]));
const localeAlternates = (list: MetaDescriptor[]) => tags(list).filter((t) => t.property === "og:locale:alternate");
const image = { id: "blog/cover", width: 1600, height: 1000, src: "/img/cover.webp", avif: "", webp: "" };
const post = { title: "Only here", titleDescription: "One language", date: "2025-03-14", alt: "A grid", img: image, content: "<p>x</p>" };
const url = (lng: (typeof LANGUAGES)[number]) => `${siteUrl}${localizePath("/blog/only-here", lng).replace(/\/?$/, "/")}`;

describe("the head of a post in one language", () => {
  it.each(LANGUAGES.map((lng) => [lng]))("names only its own version when written in %s alone", (lng) => {
    const head = postMeta(localizePath("/blog/only-here", lng), post, [lng]);
    expect(alternates(head)).toEqual({ [lng]: url(lng), "x-default": url(lng) });
    expect(localeAlternates(head)).toEqual([]);
  });

  it("names every version, x-default the default language's, when the post is in each", () => {
    const head = postMeta("/blog/only-here", post, LANGUAGES);
    expect(alternates(head)).toEqual({
      ...Object.fromEntries(LANGUAGES.map((lng) => [lng, url(lng)])),
      "x-default": url(DEFAULT_LANGUAGE),
    });
  });
});
