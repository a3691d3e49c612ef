import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { contentSchemas } from "./schemas";

const { top5Item } = contentSchemas({ image: (id) => fakeImage(id), icon: () => null, html: (dirty) => ({ html: dirty, removed: [] }) });
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

describe("a profile entry's span of years", () => {
  const { profile } = contentSchemas({
    image: (id) => fakeImage(id),
    icon: (slug) => ({ slug, title: slug, hex: "#000000", path: "M0 0h24v24H0z" }),
    html: (dirty) => ({ html: dirty, removed: [] }),
  });
  const tech = [{ name: "React", icon: "react" }];
  const job = { title: "Brutal", workTitle: "Developer", description: "What I did.", tech };
  const school = { title: "Frontend", place: "School", courses: ["React"], description: "What I learnt.", tech };

  // Typeset when the content is read, so the page and the CV say the same and the browser runs no pattern.
  it("is written with a closed-up en dash however the content spells it", () => {
    expect(profile.shape.experience.element.parse({ ...job, date: "2023 - 2025" }).date).toBe("2023–2025");
    expect(profile.shape.education.element.parse({ ...school, date: "2021 – nu" }).date).toBe("2021–i dag");
  });

  it("keeps a span in words as it is written", () => {
    expect(profile.shape.experience.element.parse({ ...job, date: "hösten 2022 – vintern 2023" }).date).toBe("hösten 2022 – vintern 2023");
  });
});
