import { describe, expect, it } from "vitest";
import { icon, shopProject } from "~/test/shop-project";
import { toProjectCard } from "./cards.server";

describe("toProjectCard", () => {
  it("keeps the links a visitor may follow and leaves out a private one, whose page offers a walkthrough", () => {
    const card = toProjectCard({
      ...shopProject,
      links: [
        { type: "live", url: "https://shop.example.com", icon },
        { type: "code", url: "https://github.com/example", icon, private: true },
        { type: "docs", icon, private: true },
      ],
    });
    expect(card.links).toEqual([{ type: "live", url: "https://shop.example.com", icon }]);
  });
});

describe("toProjectCard's line and sentence", () => {
  it("takes the project's year, or else the last year its duration names, or none", () => {
    expect(toProjectCard({ ...shopProject, year: 2021, projectDuration: "spring 2024" }).year).toBe(2021);
    expect(toProjectCard({ ...shopProject, projectDuration: "<strong>4 months</strong>, autumn 2022 – winter 2023" }).year).toBe(2023);
    expect(toProjectCard({ ...shopProject, projectDuration: "6 weeks" })).not.toHaveProperty("year");
  });

  it("says the project's summary, whole, or else its description as plain text", () => {
    expect(toProjectCard({ ...shopProject, summary: "A shop that sells out." }).description).toBe("A shop that sells out.");
    expect(toProjectCard(shopProject).description).toBe("Built with care.");
  });
});
