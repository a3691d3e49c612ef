import { describe, expect, it } from "vitest";
import type { Portfolio } from "~/content/cards.server";
import type { GraphicProject, Project } from "~/content/schemas";
import { fakeImage } from "~/test/fake-image";
import { toPortfolioPageData, toProjectPageData } from "./page-data";

const withVariants = (id: string) => ({
  ...fakeImage(id),
  variants: [{ width: 320, height: 200, avif: `/img/${id}-320.avif`, webp: `/img/${id}-320.webp` }],
});

const graphic = {
  urlTitle: "poster",
  title: "Poster",
  subTitle: "A poster",
  category: "Print",
  image: withVariants("projects/poster/cover"),
  alt: "The poster",
  year: 2020,
  yearText: "Year",
  client: "Client",
  clientTitle: "Client",
  clientLink: "https://example.com",
  description: "<p>Text</p>",
  images: [{ src: withVariants("projects/poster/detail"), alt: "Detail", span: "tall" }],
  techTitle: "Tools",
  tech: [],
  goals: "Goals",
  role: "Role",
  challenges: "Challenges",
  testimonial: { quote: "Great", author: "Someone" },
  tags: ["Print"],
  process: ["Sketch"],
  media: ["Paper"],
  demands: "Demands",
  results: "Results",
} as unknown as GraphicProject;

const sections: Portfolio = { top5: [], frontend: [], backend: [], fullstack: [], graphic: [graphic] };

describe("toPortfolioPageData", () => {
  it("keeps what the graphic cards and panel show and drops the rest", () => {
    const [item] = toPortfolioPageData(sections).graphic;
    expect(item).toMatchObject({ urlTitle: "poster", year: 2020, goals: "Goals", tags: ["Print"] });
    expect(item).not.toHaveProperty("process");
    expect(item).not.toHaveProperty("demands");
  });

  it("passes on any other field, so a field added to the schema reaches the panel as it is", () => {
    const withNewField = { ...graphic, budget: "Small" } as GraphicProject;
    const [item] = toPortfolioPageData({ ...sections, graphic: [withNewField] }).graphic;
    expect(item).toHaveProperty("budget", "Small");
  });

  it("drops the per-width image list the srcset strings already carry", () => {
    const [item] = toPortfolioPageData(sections).graphic;
    expect(item?.image).not.toHaveProperty("variants");
    expect(item?.image.webp).toContain("320w");
    expect(item?.images[0]?.src).not.toHaveProperty("variants");
  });
});

describe("toProjectPageData", () => {
  it("keeps the whole project but not the per-width image lists", () => {
    const project = graphic as Project;
    const en = toProjectPageData(project);
    expect(en.title).toBe("Poster");
    expect(en.image).not.toHaveProperty("variants");
    expect(en.images[0]?.src).not.toHaveProperty("variants");
  });
});
