// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load.server";
import { migrateFolder, migratePost, migrateProject } from "./migrate-format.mjs";

const VALID = "app/content/__fixtures__/valid";
const fakeImage = (id) => ({ id, width: 160, height: 100, src: `/img/${id}.webp`, avif: "", webp: "" });
const temps = [];

afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A web project as the older format wrote it, with the interface's words as its headings. */
const oldWeb = (words) => ({
  urlTitle: "alpha",
  title: "Alpha",
  projectType: "frontend",
  applicationType: "App",
  applicationTypeDetail: { text: "SPA", icon: { name: "react", width: 40, height: 40, color: "#61DAFB" }, suffix: "PWA" },
  subTitle: "A sentence",
  titleDescription: words.about,
  projectDuration: "6 weeks",
  description: "<p>Text</p>",
  image: "projects/alpha/cover",
  linkTitle: words.links,
  ctaButton: words.open,
  links: [{ type: "code", url: "https://github.com/example/x", icon: "github", privateText: words.repo }],
  ctaLink: [
    { type: "code", url: "https://github.com/example/x", icon: "github" },
    { type: "live", url: "https://x.example.com", icon: "globe" },
  ],
  techTitle: words.tech,
  tech: [{ name: "React", icon: "react" }],
  images: [{ src: "projects/alpha/cover", alt: "Cover", span: "wide" }],
});
const ENGLISH = { about: "About the project", links: "Links", open: "See the project", repo: "The code", tech: "Tools" };
const SWEDISH = { about: "Om projektet", links: "Länkar", open: "Öppna", repo: "Koden", tech: "Verktyg" };

describe("migrateProject", () => {
  it("joins the card's links into the one list, with notes, and flattens the type's icon", () => {
    const project = migrateProject(oldWeb(ENGLISH));
    expect(project.links).toEqual([
      { type: "code", url: "https://github.com/example/x", icon: "github", note: "The code" },
      { type: "live", url: "https://x.example.com", icon: "globe" },
    ]);
    expect(project).not.toHaveProperty("ctaLink");
    expect(project.applicationTypeDetail).toEqual({ text: "SPA", icon: "react", iconColor: "#61DAFB", suffix: "PWA" });
  });

  it("leaves out the headings whose English is the interface's, in both languages, and keeps the others", () => {
    const english = oldWeb(ENGLISH);
    for (const project of [migrateProject(english), migrateProject(oldWeb(SWEDISH), english)]) {
      for (const gone of ["titleDescription", "descriptionTitle", "linkTitle", "linksTitle", "ctaButton", "cardButton"]) {
        expect(project).not.toHaveProperty(gone);
      }
      expect(project.techTitle).toBeDefined();
    }
    expect(migrateProject(oldWeb(SWEDISH), english).techTitle).toBe("Verktyg");
  });

  it("drops what no page shows of a graphic project and renames the rest", () => {
    const graphic = {
      ...oldWeb(ENGLISH),
      projectType: "graphic-design",
      yearText: "Year",
      clientTitle: "Commissioned by",
      results: "Sold out",
      process: ["Sketch"],
      media: ["Poster"],
      demands: "Two colours",
      relatedProjects: [{ name: "Beta", urlTitle: "beta" }],
      alt: "Posters on a wall",
    };
    const project = migrateProject(graphic);
    for (const gone of ["results", "process", "media", "demands", "relatedProjects", "alt", "yearText", "cardButton", "ctaButton"]) {
      expect(project).not.toHaveProperty(gone);
    }
    expect(project).toMatchObject({ clientTitle: "Commissioned by", shareImageAlt: "Posters on a wall" });
  });

  it("leaves a project in the current format as it is", () => {
    const current = migrateProject(oldWeb(ENGLISH));
    expect(migrateProject(current)).toEqual(current);
  });
});

describe("migratePost", () => {
  const post = (tech, lessons) =>
    `---\nurlTitle: a\nhttpHomepage: https://example.com\nicon: css\nprivateText: "Note: here"\ntitleTeche: ${tech}\n` +
    `technologies:\n  - CSS\ntitleKeyFeature: ${lessons}\nkeyFeatures:\n  - One\n---\n\nicon: stays in the body\n`;

  it("renames the front matter's fields and leaves out the headings that say the interface's words", () => {
    const english = post("Tools", "What I learned");
    expect(migratePost(english)).toBe(
      "---\nurlTitle: a\nhomepage: https://example.com\nhomepageIcon: css\nhomepageNote: \"Note: here\"\n" +
        "technologies:\n  - CSS\nkeyFeaturesTitle: What I learned\nkeyFeatures:\n  - One\n---\n\nicon: stays in the body\n",
    );
    expect(migratePost(post("Verktyg", "Vad jag lärde mig"), english)).toContain("keyFeaturesTitle: Vad jag lärde mig\n");
    expect(migratePost(post("Verktyg", "Vad jag lärde mig"), english)).not.toContain("techTitle");
  });
});

describe("migrateFolder", () => {
  it("turns a folder of the older format into content that loads, and a second run changes nothing", async () => {
    const root = await mkdtemp(join(tmpdir(), "migrate-"));
    temps.push(root);
    await cp(VALID, root, { recursive: true });
    const english = oldWeb({ ...ENGLISH, tech: "Title tech" });
    await writeFile(join(root, "en/projects/alpha.json"), JSON.stringify({ ...english, title: "Title alpha" }));
    await writeFile(join(root, "sv/projects/alpha.json"), JSON.stringify({ ...oldWeb(SWEDISH), title: "Titel alpha" }));
    await writeFile(join(root, "en/blog/first-light.md"), (await readFile(join(root, "en/blog/first-light.md"), "utf8"))
      .replace("homepage:", "httpHomepage:").replace("homepageIcon:", "icon:").replace("homepageNote:", "privateText:"));

    expect(migrateFolder(root).map((file) => file.slice(root.length + 1)).sort()).toEqual([
      "en/blog/first-light.md",
      "en/projects/alpha.json",
      "sv/projects/alpha.json",
    ]);
    expect(migrateFolder(root)).toEqual([]);
    const content = await loadContent({ root, resolveImage: fakeImage });
    expect(content.projects.get("alpha")?.sv.links.map((link) => link.url)).toEqual(["https://github.com/example/x", "https://x.example.com"]);
    expect(content.posts.en[0]?.httpHomepage).toBe("https://example.com");
  });
});
