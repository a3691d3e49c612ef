import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NAMESPACES, type Language } from "./languages";

// The interface's wording, which stays when an owner replaces the demo content: one word for
// each thing, and none of the calques a Swedish reader trips over.
const ROOT = join(__dirname, "../../public/locales");

type Entry = { key: string; value: string };

function strings(value: unknown, key: string): Entry[] {
  if (typeof value === "string") return [{ key, value }];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([child, node]) => strings(node, `${key}.${child}`));
}

function entries(lng: Language): Entry[] {
  return NAMESPACES.flatMap((ns) => strings(JSON.parse(readFileSync(join(ROOT, lng, `${ns}.json`), "utf8")), ns));
}

function value(lng: Language, key: string): string | undefined {
  return entries(lng).find((entry) => entry.key === key)?.value;
}

/** The strings that match, as "key: value", so a failure names them. */
const matching = (lng: Language, pattern: RegExp) =>
  entries(lng)
    .filter((entry) => pattern.test(entry.value))
    .map((entry) => `${entry.key}: ${entry.value}`);

describe("Swedish interface wording", () => {
  it.each([
    ["webbplats, never sajt", /sajt/i],
    ["avsnitt, never sektion", /sektion/i],
    ["Hela portfolion, never Hela Portfolio", /Hela Portfolio/],
    ["Visa mindre, never Läs mindre", /Läs mindre/i],
    ["Program och verktyg, never mjukvara or an ampersand after Program", /mjukvara|Program &/i],
    ['"sju års", never "år av"', /(?<!\p{L})år av(?!\p{L})/iu],
    ['"kan jag", never "låter mig"', /låter mig/i],
    ['"för dem som", never "för de som"', /(?<!\p{L})(för|till|av|med|åt|om|hos|från) de som(?!\p{L})/iu],
    ["Vänliga hälsningar without a comma", /hälsningar,/i],
  ])("says %s", (_, pattern) => {
    expect(matching("sv", pattern)).toEqual([]);
  });

  it("uses one word, Tekniker, for every heading over a list of technologies", () => {
    for (const key of ["portfolio.panel.technologies", "profile.experience.tech", "profile.education.tech"]) {
      expect(value("sv", key), key).toBe("Tekniker");
    }
  });

  it("names the current language in brackets", () => {
    expect(value("sv", "common.language.choose")).toBe("{{code}}, välj språk (nuvarande: {{language}})");
  });

  it("shows less with Visa mindre and jumps to an avsnitt", () => {
    expect(value("sv", "profile.aboutMe.readLess")).toBe("Visa mindre");
    expect(value("sv", "portfolio.hero.jumpTo")).toBe("Hoppa till ett avsnitt");
    expect(value("sv", "common.menu.programs.title")).toBe("Program och verktyg");
    expect(value("sv", "profile.sections.programs-and-softwares")).toBe("Program och verktyg");
  });
});

describe.each(LANGUAGES)("%s interface wording", (lng) => {
  // The year and the name fit one line on a phone; "all rights reserved" adds nothing in law.
  it("keeps the copyright line to the year and the owner", () => {
    expect(value(lng, "common.footer.copyright")).toBe("© {{year}} {{owner}}");
  });

  // The small line over the contact page's heading adds something; the same word twice reads as a slip.
  it("gives the contact page an eyebrow that does not repeat its heading", () => {
    expect(value(lng, "contact.contact.eyebrow")?.toLowerCase()).not.toBe(value(lng, "contact.contact.title")?.toLowerCase());
  });

  it("spells Photoshop the way Adobe does", () => {
    expect(matching(lng, /PhotoShop/)).toEqual([]);
  });

  it("keeps a number and its unit together with a no-break space", () => {
    expect(matching(lng, /\d[ \t]+(kB|KB|MB|GB|ms|s|min|mm|cm|m|km|g|kg|px|rem|%|procent|percent)(?![\p{L}])/u)).toEqual([]);
  });
});
