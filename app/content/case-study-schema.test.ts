import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { contentErrorMap } from "./content-error";
import { contentSchemas } from "./schemas";

const glyph = (slug: string) => ({ slug, title: slug, hex: "000000", path: "M0 0h24v24H0z" });
const { project } = contentSchemas({ image: (id) => fakeImage(id), icon: glyph, html: (dirty) => ({ html: dirty, removed: [] }) });
const web = {
  title: "Shop",
  urlTitle: "shop",
  projectType: "frontend",
  applicationType: "Web app",
  applicationTypeDetail: { text: "SPA", icon: "react", suffix: "Concept" },
  subTitle: "A shop",
  projectDuration: "6 weeks",
  description: "<p>Built.</p>",
  image: "projects/shop/cover",
  links: [{ type: "live", url: "https://shop.example.com", icon: "globe" }],
  tech: [{ name: "React", icon: "react" }],
  images: [
    { src: "projects/shop/cover", alt: "The shop", span: "wide" },
    { src: "projects/shop/mobile", alt: "The shop on a phone", span: "tall" },
  ],
};
const problems = (value: unknown) =>
  project.safeParse(value, { error: contentErrorMap }).error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? [];

describe("a project's case-study parts", () => {
  it("are all optional", () => {
    const parsed = project.parse(web);
    for (const part of ["challenge", "steps", "decisions", "numbers", "learned"]) expect(parsed).not.toHaveProperty(part);
  });

  it("are read as written", () => {
    const parts = {
      challenge: "Checkout took nine steps.",
      steps: [{ title: "Interviews", text: "Six shoppers.", image: "projects/shop/mobile" }, { title: "Build", text: "In React." }],
      decisions: [{ choice: "One page checkout", reason: "Fewer steps, fewer drop-outs." }],
      numbers: [{ value: "−38 %", label: "abandoned carts" }],
      learned: "Ask the shoppers first.",
    };
    expect(project.parse({ ...web, ...parts })).toMatchObject(parts);
  });

  it("take a step's picture only from the project's own images", () => {
    expect(problems({ ...web, steps: [{ title: "Sketch", text: "On paper.", image: "projects/other/cover" }] })).toEqual([
      `steps.0.image names "projects/other/cover", which is not the project's image or one of its images`,
    ]);
  });

  it("keep a figure short and at most four of them", () => {
    const numbers = (count: number) => Array.from({ length: count }, (_, n) => ({ value: `${n}`, label: `label ${n}` }));
    expect(problems({ ...web, numbers: numbers(5) })).toEqual(["numbers must have at most 4 numbers"]);
    expect(problems({ ...web, numbers: [{ value: "a very long figure", label: "x" }] })).toEqual([
      "numbers.0.value must be at most 12 characters: the label says the rest",
    ]);
  });

  it("reject empty texts and lists", () => {
    expect(problems({ ...web, challenge: " ", decisions: [] })).toEqual([
      "challenge must not be empty",
      "decisions must have at least 1 item(s)",
    ]);
  });
});

describe("a project's private link", () => {
  it("needs no address", () => {
    const parsed = project.parse({ ...web, links: [{ type: "code", icon: "lock", private: true, note: "Company code" }] });
    expect(parsed.links[0]).toEqual({ type: "code", icon: glyph("lock"), private: true, note: "Company code" });
  });

  it("is the only kind of link that may leave its address out", () => {
    expect(problems({ ...web, links: [{ type: "code", icon: "lock" }] })).toEqual([
      'links.0.url is required, unless the link is "private": true',
    ]);
    expect(problems({ ...web, links: [{ type: "code", icon: "lock", private: false }] })).toEqual([
      "links.0.private must be true, or left out",
    ]);
  });
});

describe("a web project's card fields", () => {
  it("take a summary a card shows whole and a year, both optional", () => {
    expect(problems(web)).toEqual([]);
    expect(problems({ ...web, summary: "A shop that sells out.", year: 2024 })).toEqual([]);
  });

  it("refuse a summary a card would have to cut", () => {
    expect(problems({ ...web, summary: "x".repeat(111) })).toEqual(["summary must be at most 110 characters: a card shows it whole"]);
  });
});
