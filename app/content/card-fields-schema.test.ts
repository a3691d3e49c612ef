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
  images: [{ src: "projects/shop/cover", alt: "The shop", span: "wide" }],
};
const problems = (value: unknown) =>
  project.safeParse(value, { error: contentErrorMap }).error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? [];

describe("a web project's card fields", () => {
  it("take a summary a card shows whole and a year, both optional", () => {
    expect(problems(web)).toEqual([]);
    expect(problems({ ...web, summary: "A shop that sells out.", year: 2024 })).toEqual([]);
  });

  it("refuse a summary a card would have to cut", () => {
    expect(problems({ ...web, summary: "x".repeat(111) })).toEqual(["summary must be at most 110 characters: a card shows it whole"]);
  });
});
