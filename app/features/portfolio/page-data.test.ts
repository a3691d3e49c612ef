import { describe, expect, it } from "vitest";
import type { Portfolio } from "~/content/cards.server";
import type { GraphicProject, Project } from "~/content/schemas";
import { fakeImage } from "~/test/fake-image";
import { toGraphicPanelData, toPortfolioPageData, toProjectPageData } from "./page-data";

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
  shareImageAlt: "The poster",
  links: [{ type: "live", url: "https://poster.example.com", icon: {} }],
  year: 2020,
  yearTitle: "Year",
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
} as unknown as GraphicProject;

const sections: Portfolio = { top5: [], frontend: [], backend: [], fullstack: [], graphic: [graphic] };

describe("toPortfolioPageData", () => {
  it("gives a graphic card what it shows, and none of the panel's texts", () => {
    const [card] = toPortfolioPageData(sections).graphic;
    expect(card).toEqual({
      urlTitle: "poster",
      title: "Poster",
      category: "Print",
      year: 2020,
      image: expect.objectContaining({ id: "projects/poster/cover" }),
    });
  });

  it("drops the per-width image list the srcset strings already carry", () => {
    const [card] = toPortfolioPageData(sections).graphic;
    expect(card?.image).not.toHaveProperty("variants");
    expect(card?.image.webp).toContain("320w");
  });
});

describe("toGraphicPanelData", () => {
  it("keeps what the panel shows beyond the card and drops what no one shows", () => {
    const texts = toGraphicPanelData(graphic);
    expect(texts).toMatchObject({ subTitle: "A poster", goals: "Goals", tags: ["Print"], clientLink: "https://example.com", yearTitle: "Year" });
    for (const field of ["title", "year", "image", "links", "shareImageAlt"]) expect(texts).not.toHaveProperty(field);
    expect(texts.images[0]?.src).not.toHaveProperty("variants");
  });

  it("passes on any other field, so a field added to the schema reaches the panel as it is", () => {
    expect(toGraphicPanelData({ ...graphic, budget: "Small" } as GraphicProject)).toHaveProperty("budget", "Small");
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
