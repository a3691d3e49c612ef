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
