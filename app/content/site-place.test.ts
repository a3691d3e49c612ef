import { describe, expect, it } from "vitest";
import { siteSchema } from "./schemas";

// Where the owner is and whether they take on work: optional, per language (a place may be one text).
const base = { languages: ["en", "sv"], siteUrl: "https://kim.dev", email: "hej@kim.dev" };

describe("site.json location and availability", () => {
  it("takes a location as one text or one per language, and availability per language", () => {
    for (const location of ["Malmö", { en: "Malmö, Sweden", sv: "Malmö" }]) {
      const site = { ...base, location, availability: { en: "Open to work", sv: "Tar uppdrag" } };
      expect(siteSchema.safeParse(site).success).toBe(true);
    }
    expect(siteSchema.safeParse(base).success).toBe(true);
  });

  it("refuses availability in one language only, or an empty text", () => {
    expect(siteSchema.safeParse({ ...base, availability: { en: "Open to work" } }).success).toBe(false);
    expect(siteSchema.safeParse({ ...base, availability: { en: "Open to work", sv: " " } }).success).toBe(false);
    expect(siteSchema.safeParse({ ...base, location: { en: "Malmö" } }).success).toBe(false);
  });
});
