// @vitest-environment node
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import { loadContent } from "./load.server";
import { siteSchema } from "./schemas";

// site.json as the owner writes it: what the schema accepts, and how a mistake is reported.
const MINIMAL = { languages: ["en", "sv"], siteUrl: "https://kim.dev", email: "hello@kim.dev" };
const FULL = {
  ...MINIMAL,
  name: "Kim Berg",
  tagline: { en: "Designer who codes", sv: "Formgivare som kodar" },
  location: "Malmö",
  logo: "KB",
  portrait: "projects/alpha/cover",
  profiles: {
    github: "https://github.com/kimberg",
    linkedin: "https://www.linkedin.com/in/kimberg",
    dribbble: "https://dribbble.com/kimberg",
    behance: "https://www.behance.net/kimberg",
    instagram: "https://www.instagram.com/kimberg",
  },
};

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The problems the build reports for the valid fixture with this site.json. */
async function problemsWith(site: object): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), "site-"));
  temps.push(root);
  await cp(join(import.meta.dirname, "__fixtures__", "valid"), root, { recursive: true });
  await writeFile(join(root, "site.json"), JSON.stringify(site));
  try {
    await loadContent({
      root,
      resolveImage: (id) => ({ id, width: 1, height: 1, src: `/img/${id}.webp`, avif: "", webp: "" }),
    });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("site.json", () => {
  it("needs only the address and the e-mail: every identity field and profile is optional", () => {
    expect(siteSchema.parse(MINIMAL)).toEqual({ ...MINIMAL, profiles: {}, hidden: [] });
    expect(siteSchema.parse(FULL)).toEqual({ ...FULL, hidden: [] });
    expect(siteSchema.parse({ ...FULL, hidden: ["backend", "blog"] }).hidden).toEqual(["backend", "blog"]);
  });

  it.each([
    [{ ...FULL, profiles: { dribbble: "dribbble.com/kim" } }, "content/site.json: profiles.dribbble must be an http(s) URL"],
    [{ ...FULL, profiles: { mastodon: "https://mastodon.social/@kim" } }, 'content/site.json: profiles has unknown field(s) "mastodon"'],
    [{ ...FULL, tagline: { en: "Designer" } }, 'content/site.json: tagline.sv needs a text in "sv"'],
    [{ ...FULL, name: " " }, "content/site.json: name must not be empty (leave the field out instead)"],
    [{ ...FULL, logo: "KBERG" }, "content/site.json: logo must be at most 4 characters (initials)"],
    [
      { ...FULL, portrait: "contact/missing" },
      'content/site.json: portrait names "contact/missing", which has no file under content/images/',
    ],
    [
      { ...FULL, portrait: "contact/portrait.png" },
      'content/site.json: portrait must be an image id: drop the extension ".png" and write "contact/portrait"',
    ],
    [{ ...FULL, nickname: "Kim" }, 'content/site.json: has unknown field(s) "nickname"'],
    [
      { ...FULL, hidden: ["backend", "my-work"] },
      'content/site.json: hidden[1] must name "frontend", "backend", "fullstack", "graphic-design", "blog"',
    ],
  ])("names the file and the field of a mistake (%#)", async (site, message) => {
    expect(await problemsWith(site)).toContain(message);
  });
});
