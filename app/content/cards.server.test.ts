import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { toProjectCard } from "./cards.server";
import type { WebProject } from "./schemas";

const icon = { slug: "github", title: "GitHub", hex: "181717", path: "M0 0h24v24H0z" };
const shopProject: WebProject = {
  title: "Shop",
  urlTitle: "shop",
  projectType: "frontend",
  applicationType: "Web app",
  applicationTypeDetail: { text: "SPA", icon: { name: "github", glyph: icon, color: "#181717" }, suffix: "SPA" },
  subTitle: "A shop",
  projectDuration: "6 weeks",
  description: "<p>Built with care.</p>",
  image: fakeImage("projects/shop/cover"),
  links: [],
  tech: [],
  images: [],
};

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
