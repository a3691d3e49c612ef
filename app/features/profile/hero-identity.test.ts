import { describe, expect, it } from "vitest";
import type { Identity } from "~/content/identity";
import { heroIdentity } from "./hero-identity";

const base: Identity = { siteUrl: "https://kim.dev", email: "hej@kim.dev" };

describe("heroIdentity", () => {
  it("names the owner, with where they are and whether they take on work, in the page's language", () => {
    const owner: Identity = {
      ...base,
      name: "Kim Berg",
      location: { en: "Malmö, Sweden", sv: "Malmö" },
      availability: { en: "Open to freelance work", sv: "Tar uppdrag" },
    };
    expect(heroIdentity("en", owner)).toEqual({ name: "Kim Berg", facts: ["Malmö, Sweden", "Open to freelance work"] });
    expect(heroIdentity("sv", owner)).toEqual({ name: "Kim Berg", facts: ["Malmö", "Tar uppdrag"] });
  });

  it("takes one location text for both languages", () => {
    expect(heroIdentity("sv", { ...base, name: "Kim Berg", location: "Malmö" }).facts).toEqual(["Malmö"]);
  });

  it("leaves out what the owner left out, and stays anonymous without a name", () => {
    expect(heroIdentity("en", { ...base, name: "Kim Berg" })).toEqual({ name: "Kim Berg", facts: [] });
    expect(heroIdentity("en", base)).toEqual({ facts: [] });
    expect(heroIdentity("en", { ...base, availability: { en: "Open to work", sv: "Tar uppdrag" } })).toEqual({
      facts: ["Open to work"],
    });
  });
});
