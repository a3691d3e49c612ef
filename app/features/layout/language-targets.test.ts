import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { languageTarget, pageLanguagesOf } from "./language-targets";

// The language choice leads to the same page in the other language, or, for a post written in
// one language only, to the blog list in the other.
const [written = "", other = ""] = LANGUAGES;
const post = localizePath("/blog/only-here", written);

describe("languageTarget", () => {
  it("leads to the twin of a page that exists in every language", () => {
    expect(languageTarget(post, other)).toEqual({ path: localizePath("/blog/only-here", other), twin: true });
  });

  it("leads to the fallback page in a language the page is not written in", () => {
    const page = { pageLanguages: [written], fallbackPath: "/blog" };
    expect(languageTarget(post, other, page)).toEqual({ path: localizePath("/blog", other), twin: false });
    expect(languageTarget(post, written, page)).toEqual({ path: post, twin: true });
  });
});

describe("pageLanguagesOf", () => {
  it("finds the route data that names its page's languages", () => {
    const page = { pageLanguages: [written], fallbackPath: "/blog" };
    const matches = [{ data: undefined }, { data: { posts: [] } }, { data: { post: {}, ...page } }];
    expect(pageLanguagesOf(matches)).toEqual({ post: {}, ...page });
    expect(pageLanguagesOf([{ data: null }, { data: { head: [] } }])).toBeUndefined();
  });
});
