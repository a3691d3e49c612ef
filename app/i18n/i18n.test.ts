import { describe, expect, it, vi } from "vitest";
import { createI18n, type Resources } from "./i18n";
import { NAMESPACES } from "./languages";

const RESOURCES: Resources = {
  en: {
    common: { nav: { home: "Home", showSubmenu: "Show {{title}} submenu" }, greeting: "Hi {{ name }}, {{name}}!" },
    blogPost: { postCount_one: "{{count}} post", postCount_other: "{{count}} posts", notFound: { toList: "All posts" } },
  },
  sv: {
    common: { nav: { home: "Hem" } },
    blogPost: { postCount_one: "{{count}} inlägg", postCount_other: "{{count}} inlägg", postCount_zero: "Inga inlägg" },
  },
};

describe("createI18n", () => {
  const i18n = createI18n({ lng: "en", resources: RESOURCES });

  it("finds nested keys in the common namespace, or the one named", () => {
    expect(i18n.t("nav.home")).toBe("Home");
    expect(i18n.t("notFound.toList", { ns: "blogPost" })).toBe("All posts");
    expect(i18n.t("blogPost:notFound.toList")).toBe("All posts");
    expect(i18n.getFixedT("en", "blogPost")("notFound.toList")).toBe("All posts");
  });

  it("fills in every value given, and leaves one not given as written", () => {
    expect(i18n.t("nav.showSubmenu", { title: "Portfolio" })).toBe("Show Portfolio submenu");
    expect(i18n.t("greeting", { name: "Ada" })).toBe("Hi Ada, Ada!");
    expect(i18n.t("nav.showSubmenu")).toBe("Show {{title}} submenu");
  });

  it("picks the plural form by the language's rules, and a zero form where there is one", () => {
    const t = i18n.getFixedT("en", "blogPost");
    expect([0, 1, 2].map((count) => t("postCount", { count }))).toEqual(["0 posts", "1 post", "2 posts"]);
    const sv = i18n.getFixedT("sv", "blogPost");
    expect([0, 1, 5].map((count) => sv("postCount", { count }))).toEqual(["Inga inlägg", "1 inlägg", "5 inlägg"]);
  });

  it("shows the key of a missing text", () => {
    expect(i18n.t("nav.nowhere")).toBe("nav.nowhere");
    expect(i18n.t("blogPost:nowhere")).toBe("nowhere");
    expect(i18n.getFixedT("sv")("greeting")).toBe("greeting");
  });

  it("changes language once the texts are in, and tells its subscribers", async () => {
    const load = vi.fn(async (lng: string) => Object.fromEntries(NAMESPACES.map((ns) => [ns, { title: `${lng}/${ns}` }])));
    const browser = createI18n({ lng: "en", load });
    const heard: string[] = [];
    browser.subscribe(() => heard.push(browser.resolvedLanguage));
    await Promise.all([browser.changeLanguage("sv"), browser.loadLanguages("sv")]);
    expect(browser.resolvedLanguage).toBe("sv");
    expect(browser.t("title")).toBe("sv/common");
    expect(heard).toEqual(["sv"]);
    expect(load).toHaveBeenCalledTimes(1);
    await browser.changeLanguage("sv");
    expect(heard).toEqual(["sv"]);
  });
});
