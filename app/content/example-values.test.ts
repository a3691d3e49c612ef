import { describe, expect, it } from "vitest";
import { exampleValues, exampleValuesWarning } from "./example-values";

const OWN = {
  siteUrl: "https://kim.dev",
  email: "hello@kim.dev",
  profiles: { github: "https://github.com/kimdev", dribbble: "https://dribbble.com/kim" },
};

describe("exampleValuesWarning", () => {
  it("says nothing when every address is the owner's own", () => {
    expect(exampleValues(OWN)).toEqual([]);
    expect(exampleValuesWarning(OWN, "content/site.json")).toBeNull();
  });

  it("lists every example value in one message, with the file, the field and what to put there", () => {
    const warning = exampleValuesWarning(
      {
        siteUrl: "https://portfolio.example.com",
        email: "hello@example.org",
        profiles: {
          github: "https://github.com/example",
          linkedin: "https://www.linkedin.com/in/example",
          instagram: "https://www.instagram.com/kim",
        },
      },
      "content/site.json",
    );
    expect(warning).toBe(
      [
        "Warning: content/site.json still holds example values. The site builds, but set your own before you publish:",
        '  - siteUrl is "https://portfolio.example.com": your site\'s public address, without a trailing slash',
        '  - email is "hello@example.org": the address the contact form and the CV give',
        '  - profiles.github is "https://github.com/example": your GitHub profile, or remove the line',
        '  - profiles.linkedin is "https://www.linkedin.com/in/example": your LinkedIn profile, or remove the line',
      ].join("\n"),
    );
  });

  it("names the demo's share image, and the file to replace, with the example values or alone", () => {
    const shareLine =
      "  - og/default is the demo's share image, with its words and logo, shown by every link preview of the site: " +
      "replace content/images/og/default.svg with your own picture, 1200 × 630 (a .jpg or .png of that name, once the .svg is deleted)";
    expect(exampleValuesWarning(OWN, "content/site.json", "content/images/og/default.svg")).toBe(
      [
        "Warning: content/images/og/default.svg still holds example values. The site builds, but set your own before you publish:",
        shareLine,
      ].join("\n"),
    );
    expect(exampleValuesWarning({ ...OWN, email: "hello@example.org" }, "content/site.json", "content/images/og/default.svg")).toBe(
      [
        "Warning: content/site.json and content/images/og/default.svg still hold example values. " +
          "The site builds, but set your own before you publish:",
        '  - email is "hello@example.org": the address the contact form and the CV give',
        shareLine,
      ].join("\n"),
    );
    expect(exampleValuesWarning(OWN, "content/site.json", null)).toBeNull();
  });

  it.each([
    ["https://example.net", true],
    ["https://shop.example", true],
    ["https://www.behance.net/username", true],
    ["https://examples.com", false],
    ["https://github.com/example-studio", false],
  ])("treats %s as an example: %s", (url, expected) => {
    expect(exampleValues({ ...OWN, siteUrl: url }).length > 0).toBe(expected);
  });

  it("flags an e-mail at a reserved domain only", () => {
    expect(exampleValues({ ...OWN, email: "me@mail.example.com" }).map((found) => found.field)).toEqual(["email"]);
    expect(exampleValues({ ...OWN, email: "example@kim.dev" })).toEqual([]);
  });
});
