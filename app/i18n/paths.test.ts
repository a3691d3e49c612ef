import { describe, expect, it } from "vitest";
import { canonicalPath, languageOfPath, languageOfRequest, localizePath, stripLanguage, twinPath, withoutTrailingSlash } from "./paths";

describe("language paths", () => {
  it.each([
    ["/", "en"],
    ["/portfolio/brutal-beats", "en"],
    ["/sv", "sv"],
    ["/sv/", "sv"],
    ["/sv/blog/a-post", "sv"],
    ["/svenska", "en"],
    ["/blog/sv", "en"],
  ])("%s is in %s", (path, lng) => {
    expect(languageOfPath(path)).toBe(lng);
  });

  it("reads a loader's language from the address it runs for", () => {
    expect(languageOfRequest(new Request("http://localhost/sv/portfolio"))).toBe("sv");
    expect(languageOfRequest(new Request("http://localhost/portfolio/sv-project"))).toBe("en");
  });

  it.each([
    ["/sv", "/"],
    ["/sv/", "/"],
    ["/sv/profile/education", "/profile/education"],
    ["/profile/education", "/profile/education"],
    ["/svenska", "/svenska"],
  ])("strips %s to %s", (path, bare) => {
    expect(stripLanguage(path)).toBe(bare);
  });

  it("prefixes site paths for Swedish and leaves English alone", () => {
    expect(localizePath("/portfolio", "sv")).toBe("/sv/portfolio");
    expect(localizePath("/", "sv")).toBe("/sv");
    expect(localizePath("/profile/#home", "sv")).toBe("/sv/profile/#home");
    expect(localizePath("/portfolio", "en")).toBe("/portfolio");
  });

  it("leaves what is not a site path alone", () => {
    for (const path of ["#frontend", "mailto:a@b.se", "https://example.com/x", "//cdn.example/x", "relative"]) {
      expect(localizePath(path, "sv")).toBe(path);
    }
  });

  it("finds the twin in either direction", () => {
    expect(twinPath("/sv/portfolio/brutal-beats", "en")).toBe("/portfolio/brutal-beats");
    expect(twinPath("/portfolio/brutal-beats", "sv")).toBe("/sv/portfolio/brutal-beats");
    expect(twinPath("/sv/", "en")).toBe("/");
    expect(twinPath("/", "sv")).toBe("/sv");
    expect(twinPath("/sv/contact", "sv")).toBe("/sv/contact");
  });

  it("takes the one 404 page to the language's home, which is its only twin", () => {
    expect(twinPath("/404", "sv")).toBe("/sv");
    expect(twinPath("/404", "en")).toBe("/");
    expect(twinPath("/sv/404", "en")).toBe("/");
  });

  it.each([
    ["/blog", "/blog/"],
    ["/blog/", "/blog/"],
    ["/", "/"],
    ["/sv", "/sv/"],
    ["/portfolio/alpha", "/portfolio/alpha/"],
    ["/profile#home", "/profile/#home"],
    ["/profile/#home", "/profile/#home"],
    ["/blog?lng=sv#top", "/blog/?lng=sv#top"],
    ["/blog/rss.xml", "/blog/rss.xml"],
    ["/files/cv-en.pdf#page=2", "/files/cv-en.pdf#page=2"],
    ["#frontend", "#frontend"],
    ["mailto:a@b.se", "mailto:a@b.se"],
    ["https://example.com/x", "https://example.com/x"],
    ["//cdn.example/x", "//cdn.example/x"],
  ])("writes %s in its canonical form %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it("reads a path without its trailing slash, the root as it is", () => {
    expect(withoutTrailingSlash("/blog/")).toBe("/blog");
    expect(withoutTrailingSlash("/blog")).toBe("/blog");
    expect(withoutTrailingSlash("/")).toBe("/");
  });
});
