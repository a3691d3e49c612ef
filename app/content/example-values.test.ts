import { describe, expect, it } from "vitest";
import { exampleValues, exampleValuesWarning, slugsWithExampleLinks, type ExampleFindings } from "./example-values";

const OWN = {
  siteUrl: "https://kim.dev",
  email: "hello@kim.dev",
  profiles: { github: "https://github.com/kimdev", dribbble: "https://dribbble.com/kim" },
};

const NONE: Omit<ExampleFindings, "site"> = {
  siteFile: "content/site.json",
  projectsFolder: "content/{en,sv}/projects/",
  projects: [],
  postsFolder: "content/{en,sv}/blog/",
  posts: [],
  demoShareImage: null,
  placeholders: [],
};

function exampleValuesWarningOf(site: ExampleFindings["site"], more: Partial<ExampleFindings> = {}) {
  return exampleValuesWarning({ ...NONE, site, ...more });
}

describe("exampleValuesWarning", () => {
  it("says nothing when every address is the owner's own", () => {
    expect(exampleValues(OWN)).toEqual([]);
    expect(exampleValuesWarningOf(OWN)).toBeNull();
  });

  it("lists every example value in one message, with the file, the field and what to put there", () => {
    const warning = exampleValuesWarningOf({
      siteUrl: "https://portfolio.example.com",
      email: "hello@example.org",
      profiles: {
        github: "https://github.com/example",
        linkedin: "https://www.linkedin.com/in/example",
        instagram: "https://www.instagram.com/kim",
      },
    });
    expect(warning).toBe(
      [
        "Warning: example values are still in content/site.json. The site builds, but set your own before you publish:",
        '  - siteUrl is "https://portfolio.example.com": your site\'s public address, without a trailing slash',
        '  - email is "hello@example.org": the address the contact form and the CV give',
        '  - profiles.github is "https://github.com/example": your GitHub profile, or remove the line',
        '  - profiles.linkedin is "https://www.linkedin.com/in/example": your LinkedIn profile, or remove the line',
      ].join("\n"),
    );
  });

  it("names the demo's share image, and the file to replace, with the example values or alone", () => {
    const shareLine =
      "  - og/default is the demo's share image, with the demo person's name, role and initials, " +
      "shown by every link preview of the site: " +
      "replace content/images/og/default.svg with your own picture, 1200 × 630 (a .jpg or .png of that name, once the .svg is deleted)";
    expect(exampleValuesWarningOf(OWN, { demoShareImage: "content/images/og/default.svg" })).toBe(
      [
        "Warning: example values are still in content/images/og/default.svg. The site builds, but set your own before you publish:",
        shareLine,
      ].join("\n"),
    );
    expect(exampleValuesWarningOf({ ...OWN, email: "hello@example.org" }, { demoShareImage: "content/images/og/default.svg" })).toBe(
      [
        "Warning: example values are still in content/site.json and content/images/og/default.svg. " +
          "The site builds, but set your own before you publish:",
        '  - email is "hello@example.org": the address the contact form and the CV give',
        shareLine,
      ].join("\n"),
    );
    expect(exampleValuesWarningOf(OWN, { demoShareImage: null })).toBeNull();
  });

  it("names the projects and posts that link to example addresses, with their folders", () => {
    expect(exampleValuesWarningOf(OWN, { projects: ["new-shop", "old-demo"], posts: ["first-post"] })).toBe(
      [
        "Warning: example values are still in content/{en,sv}/projects/ and content/{en,sv}/blog/. " +
          "The site builds, but set your own before you publish:",
        "  - the projects new-shop, old-demo link to example addresses (content/{en,sv}/projects/): " +
          "give each link your own address or remove it, or remove the project",
        "  - the post first-post links to example addresses (content/{en,sv}/blog/): " +
          "give each link your own address or remove it, or remove the post",
      ].join("\n"),
    );
  });

  it("names the placeholder pictures a scaffold left, each by its file", () => {
    expect(exampleValuesWarningOf(OWN, { placeholders: ["content/images/blog/hi/cover.svg", "content/images/blog/hi/figure.svg"] })).toBe(
      [
        "Warning: example values are still in 2 placeholder pictures. The site builds, but set your own before you publish:",
        "  - placeholder pictures from new:site, new:project or new:post: " +
          "content/images/blog/hi/cover.svg, content/images/blog/hi/figure.svg: " +
          "replace each with your own picture (a .jpg or .png of the same name, once the .svg is deleted)",
      ].join("\n"),
    );
    expect(exampleValuesWarningOf(OWN, { placeholders: ["content/images/blog/hi/cover.svg"] })).toMatch(/^Warning: example values are still in 1 placeholder picture\. /);
  });

  it.each([
    ["https://example.net", true],
    ["https://shop.example", true],
    ["https://www.behance.net/username", true],
    ["https://www.figma.com/@example", true],
    ["https://examples.com", false],
    ["https://github.com/example-studio", false],
  ])("treats %s as an example: %s", (url, expected) => {
    expect(exampleValues({ ...OWN, siteUrl: url }).length > 0).toBe(expected);
  });

  it("flags a believable fictional address on a reserved top-level name, as a demo's", () => {
    expect(exampleValues({ ...OWN, siteUrl: "https://alva-lind.example", email: "alva@alva-lind.example" }).map((found) => found.field))
      .toEqual(["siteUrl", "email"]);
  });

  it("flags an e-mail at a reserved domain only", () => {
    expect(exampleValues({ ...OWN, email: "me@mail.example.com" }).map((found) => found.field)).toEqual(["email"]);
    expect(exampleValues({ ...OWN, email: "example@kim.dev" })).toEqual([]);
  });
});

describe("slugsWithExampleLinks", () => {
  const own = { urlTitle: "own", links: [{ url: "https://kim.dev/shop" }], description: '<a href="https://mdn.dev">MDN</a>' };

  it("finds example addresses in link fields, nested or not, and in the links of HTML texts", () => {
    const items = [
      own,
      { urlTitle: "scaffolded", links: [{ type: "live", url: "https://example.com", note: "Visit" }] },
      { urlTitle: "client", clientLink: "https://studio.example.com" },
      { urlTitle: "post", repository: { url: "https://github.com/example/repo" } },
      { urlTitle: "text", content: '<p>Read <a href="https://example.com">the docs</a>.</p>' },
    ];
    expect(slugsWithExampleLinks(items)).toEqual(["scaffolded", "client", "post", "text"]);
  });

  it("names an item once when both its languages hold the address, and none when all are the owner's", () => {
    const scaffolded = { urlTitle: "scaffolded", homepage: "https://example.com" };
    expect(slugsWithExampleLinks([scaffolded, { ...scaffolded }])).toEqual(["scaffolded"]);
    const plain = { urlTitle: "plain", title: "example.com is not a link", note: "https" };
    expect(slugsWithExampleLinks([own, plain])).toEqual([]);
  });
});
