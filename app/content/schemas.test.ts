import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { contentSchemas } from "./schemas";

const { top5Item } = contentSchemas({ image: (id) => fakeImage(id), icon: () => null, html: (dirty) => dirty });
const item = {
  title: "Brutal Beats",
  urlTitle: "brutal-beats",
  subTitle: "Fullstack · 2025",
  description: "A drum machine.",
  image: "projects/brutal-beats/cover",
  ctaButton: "See the project",
};

describe("a top-5 item's focus", () => {
  it("is optional", () => {
    expect(top5Item.parse(item).focus).toBeUndefined();
  });

  it.each(["center", "top", "left", "left 30%", "70% 20%", "right bottom", "0%", "100% 0%"])("accepts %s", (focus) => {
    expect(top5Item.parse({ ...item, focus }).focus).toBe(focus);
  });

  it.each(["middle", "left;color:red", "30px", "150%", "left  top", "", "left top center"])("rejects %j", (focus) => {
    const result = top5Item.safeParse({ ...item, focus });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/must be "center", "top"/);
  });
});
