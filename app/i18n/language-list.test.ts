import { describe, expect, it } from "vitest";
import { parseLanguages } from "../../scripts/site-languages.mjs";
import { alternates } from "~/features/seo/page-meta";
import { feedLanguage, feedPath } from "~/features/blog/blog-paths";
import { languageRoutes } from "./language-routes";
import { languageOfPath, languagePrefix } from "./paths";

// The site's languages are data: these take the list as a parameter, as a build with another
// site.json (or SITE_LANGUAGES) would give it.
const ONE = ["en"];
const THREE = ["en", "sv", "de"];

describe("one language", () => {
  it("has no prefix and every address is in it", () => {
    expect(languagePrefix("en", ONE)).toBe("");
    expect(languageOfPath("/sv/contact", ONE)).toBe("en");
  });

  it("has one route per page, at the bare address", () => {
    const routes = languageRoutes(ONE)("contact", "routes/contact.tsx");
    expect(routes.map((route) => route.path)).toEqual(["contact"]);
  });

  it("names no language versions in the head", () => {
    expect(alternates("/contact", ONE, ONE)).toEqual([]);
  });

  it("has one feed", () => {
    expect(ONE.map((lng) => feedPath(lng, ONE))).toEqual(["/blog/rss.xml"]);
  });
});

describe("three languages", () => {
  it("serves the first at the bare address and the others under their code", () => {
    expect(THREE.map((lng) => languagePrefix(lng, THREE))).toEqual(["", "/sv", "/de"]);
    expect(languageOfPath("/de/blog", THREE)).toBe("de");
    expect(languageOfPath("/design", THREE)).toBe("en");
  });

  it("gives each page a route per language, with distinct ids and one module", () => {
    const routes = languageRoutes(THREE)("portfolio/:urlTitle", "routes/project.tsx");
    expect(routes.map(({ path, id, file }) => ({ path, id, file }))).toEqual([
      { path: "portfolio/:urlTitle", id: undefined, file: "routes/project.tsx" },
      { path: "sv/portfolio/:urlTitle", id: "routes/project-sv", file: "routes/project.tsx" },
      { path: "de/portfolio/:urlTitle", id: "routes/project-de", file: "routes/project.tsx" },
    ]);
    expect(languageRoutes(THREE)("", "routes/profile.tsx", { id: "home" }).map(({ path, id }) => [path, id])).toEqual([
      ["", "home"],
      ["sv", "home-sv"],
      ["de", "home-de"],
    ]);
  });

  it("names the three versions and x-default in the head", () => {
    const links = alternates("/contact", THREE, THREE).map((tag) => {
      const { hrefLang, href } = tag as { hrefLang?: string; href?: string };
      return [hrefLang, new URL(String(href)).pathname];
    });
    expect(links).toEqual([
      ["en", "/contact/"],
      ["sv", "/sv/contact/"],
      ["de", "/de/contact/"],
      ["x-default", "/contact/"],
    ]);
  });

  it("has a feed per language", () => {
    const paths = THREE.map((lng) => feedPath(lng, THREE));
    expect(paths).toEqual(["/blog/rss.xml", "/blog/rss-sv.xml", "/blog/rss-de.xml"]);
    expect(paths.map((path) => feedLanguage(path, THREE))).toEqual(THREE);
  });
});

describe("the owner's list", () => {
  it("takes a list or a comma-separated override", () => {
    expect(parseLanguages(["en", "sv"])).toEqual(["en", "sv"]);
    expect(parseLanguages("en, sv,de")).toEqual(["en", "sv", "de"]);
  });

  it.each([[[]], [["EN"]], [["en", "en"]], [undefined], [["en-GB"]]])("refuses %j", (value) => {
    expect(() => parseLanguages(value)).toThrow();
  });
});
