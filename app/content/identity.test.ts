import { describe, expect, it } from "vitest";
import { portraitId, siteName, socialLinks, taglineIn } from "./identity";

const BASE = { siteUrl: "https://kim.dev", email: "hej@kim.dev" };

describe("identity helpers", () => {
  it("names the site after the owner, or neutrally while no name is set", () => {
    expect(siteName({ ...BASE, name: "Kim Berg" })).toBe("Kim Berg");
    expect(siteName(BASE)).toBe("Portfolio");
  });

  it("lists the set profiles in network order, whatever the order in the file", () => {
    const profiles = { instagram: "https://instagram.com/kim", linkedin: "https://linkedin.com/in/kim", dribbble: "https://dribbble.com/kim" };
    expect(socialLinks({ ...BASE, profiles })).toEqual([
      { network: "linkedin", url: "https://linkedin.com/in/kim" },
      { network: "dribbble", url: "https://dribbble.com/kim" },
      { network: "instagram", url: "https://instagram.com/kim" },
    ]);
    expect(socialLinks(BASE)).toEqual([]);
  });

  it("falls back to the translations' tagline and the default portrait", () => {
    expect(taglineIn("sv", { ...BASE, tagline: { en: "Designer", sv: "Formgivare" } })).toBe("Formgivare");
    expect(taglineIn("sv", BASE)).toBeUndefined();
    expect(portraitId({ ...BASE, portrait: "contact/kim" })).toBe("contact/kim");
    expect(portraitId(BASE)).toBe("contact/portrait");
  });
});
