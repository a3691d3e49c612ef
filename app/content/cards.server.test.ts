import { describe, expect, it } from "vitest";
import { shopProject } from "~/features/portfolio/shop-project.fixture";
import { toProjectCard } from "./cards.server";

const icon = { slug: "github", title: "GitHub", hex: "181717", path: "M0 0h24v24H0z" };

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
