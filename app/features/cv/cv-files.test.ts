import { describe, expect, it } from "vitest";
import { cvFileFor } from "./cv-files";

describe("cvFileFor", () => {
  it("serves the Swedish PDF for Swedish", () => {
    expect(cvFileFor("sv")).toEqual({ href: "/files/cv-personligt-brev-sv.pdf", fileName: "cv-personligt-brev-sv.pdf", language: "sv" });
    expect(cvFileFor("sv-SE").language).toBe("sv");
  });

  it.each(["en", "en-GB", "de", "", null, undefined])("serves the English PDF for %s", (language) => {
    expect(cvFileFor(language)).toEqual({ href: "/files/cv-cover-letter-en.pdf", fileName: "cv-cover-letter-en.pdf", language: "en" });
  });
});
