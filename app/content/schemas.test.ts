import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { contentErrorMap } from "./content-error";
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

describe("a project as the owner writes it", () => {
  const icons: Record<string, { slug: string; title: string; hex: string; path: string }> = {
    react: { slug: "react", title: "React", hex: "61DAFB", path: "M0 0h24v24H0z" },
    github: { slug: "github", title: "GitHub", hex: "181717", path: "M0 0h24v24H0z" },
  };
  const { project, blogPost } = contentSchemas({
    image: (id) => fakeImage(id),
    icon: (slug) => icons[slug] ?? null,
    html: (dirty) => ({ html: dirty, removed: [] }),
  });
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
    links: [{ type: "code", url: "https://github.com/example/shop", icon: "github" }],
    tech: [{ name: "React", icon: "react" }],
    images: [{ src: "projects/shop/cover", alt: "The shop", span: "wide" }],
  };
  const graphic = {
    ...web,
    urlTitle: "poster",
    projectType: "graphic-design",
    links: undefined,
    category: "Poster",
    year: 2021,
    client: "A band",
    clientLink: "https://band.example.com",
    goals: "Sell out",
    role: "Design",
    challenges: "Two colours",
    testimonial: { quote: "Loud.", author: "The band" },
    tags: ["Print"],
  };
  const problems = (value: unknown) =>
    project.safeParse(value, { error: contentErrorMap }).error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? [];

  it("leaves the headings to the interface when they are left out", () => {
    const parsed = project.parse(web);
    expect(parsed).not.toHaveProperty("descriptionTitle");
    expect(parsed.techTitle).toBeUndefined();
    expect(parsed.linksTitle).toBeUndefined();
    expect(parsed.projectType !== "graphic-design" && parsed.cardButton).toBeUndefined();
  });

  it("keeps the headings a project names", () => {
    const parsed = project.parse({ ...web, descriptionTitle: "The story", techTitle: "Tools", linksTitle: "Find it", cardButton: "Read" });
    expect(parsed).toMatchObject({ descriptionTitle: "The story", techTitle: "Tools", linksTitle: "Find it", cardButton: "Read" });
  });

  it("colours the type's icon in its brand colour unless the project names one", () => {
    expect(project.parse(web).applicationTypeDetail.icon).toMatchObject({ name: "react", color: "#61DAFB" });
    const own = { ...web, applicationTypeDetail: { ...web.applicationTypeDetail, iconColor: "#123456" } };
    expect(project.parse(own).applicationTypeDetail.icon.color).toBe("#123456");
    expect(problems({ ...web, applicationTypeDetail: { ...web.applicationTypeDetail, iconColor: "red" } })).toEqual([
      'applicationTypeDetail.iconColor must be a colour like "#1a2b3c"',
    ]);
  });

  it("has one list of links, each with an optional note", () => {
    const parsed = project.parse({ ...web, links: [{ ...web.links[0], note: "On GitHub" }] });
    expect(parsed.links[0]).toMatchObject({ type: "code", note: "On GitHub", icon: { slug: "github" } });
    expect(problems({ ...web, links: [] })).toEqual(["links must have at least 1 item(s)"]);
  });

  it("lets a graphic project leave out its links and its fact labels", () => {
    const parsed = project.parse(graphic);
    expect(parsed.links).toEqual([]);
    expect(parsed.projectType === "graphic-design" && [parsed.yearTitle, parsed.clientTitle]).toEqual([undefined, undefined]);
  });

  it.each(["ctaLink", "linkTitle", "results", "relatedProjects", "titleDescription"])("no longer takes %s", (field) => {
    expect(problems({ ...graphic, [field]: [] })).toEqual([` has unknown field(s) "${field}"`]);
  });

  it("takes a role and a team on every kind of project, and requires the role of a graphic one", () => {
    expect(project.parse(web)).not.toHaveProperty("role");
    expect(project.parse({ ...web, role: "Frontend", team: "2 developers" })).toMatchObject({ role: "Frontend", team: "2 developers" });
    expect(project.parse({ ...graphic, team: "Just me" })).toMatchObject({ role: "Design", team: "Just me" });
    expect(problems({ ...web, team: " " })).toEqual(["team must not be empty"]);
    expect(problems({ ...graphic, role: undefined })).toEqual([expect.stringMatching(/^role /)]);
  });

  it("takes an outcome of one to three lines, or none", () => {
    expect(project.parse(web).outcome).toBeUndefined();
    expect(project.parse({ ...web, outcome: ["Bookings doubled"] }).outcome).toEqual(["Bookings doubled"]);
    expect(problems({ ...web, outcome: [] })).toEqual(["outcome must have at least 1 item(s)"]);
    expect(problems({ ...web, outcome: ["a", "b", "c", "d"] })).toEqual(["outcome must have at most 3 lines"]);
    expect(problems({ ...web, outcome: [" "] })).toEqual(["outcome.0 must not be empty"]);
  });

  it("gives a card button to web projects only", () => {
    expect(problems({ ...graphic, cardButton: "Open" })[0]).toMatch(/unknown field\(s\) "cardButton"/);
  });

  const post = {
    urlTitle: "first",
    title: "First",
    titleDescription: "A sentence",
    date: "2025-03-14",
    img: "blog/first",
    alt: "A grid",
    suffix: "CSS",
    homepage: "https://example.com",
    homepageIcon: "github",
    homepageNote: "Where the code is",
    technologies: ["CSS"],
    keyFeatures: ["One"],
  };

  it("reads a post's plain names as the pages' names, its headings left to the interface", () => {
    const parsed = blogPost.parse(post);
    expect(parsed).toMatchObject({ httpHomepage: "https://example.com", privateText: "Where the code is", icon: { slug: "github" } });
    expect([parsed.titleTeche, parsed.titleKeyFeature]).toEqual([undefined, undefined]);
    expect(blogPost.parse({ ...post, techTitle: "Tools", keyFeaturesTitle: "Lessons" })).toMatchObject({
      titleTeche: "Tools",
      titleKeyFeature: "Lessons",
    });
  });

  const postProblems = (value: unknown) =>
    blogPost.safeParse(value, { error: contentErrorMap }).error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? [];

  it("takes a post without homepage, homepageIcon and homepageNote, for an essay that links nowhere", () => {
    const { homepage: _homepage, homepageIcon: _icon, homepageNote: _note, ...essay } = post;
    const parsed = blogPost.parse(essay);
    expect([parsed.httpHomepage, parsed.icon, parsed.privateText]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    [{ homepageIcon: undefined }, ["homepageIcon is missing: homepage and homepageNote need it"]],
    [
      { homepage: undefined, homepageNote: undefined },
      ["homepage is missing: homepageIcon needs it", "homepageNote is missing: homepageIcon needs it"],
    ],
  ])("refuses a post with part of its link box (%j), naming each missing field and why", (change, starts) => {
    const found = postProblems({ ...post, ...change });
    expect(found.map((problem) => problem.split(",")[0])).toEqual(starts);
    for (const problem of found) expect(problem).toContain("give all three, or leave all three out for a post with no link");
  });

  it("gives a post's tool its logo when its name is an icon's slug or the post names the icon, else none", () => {
    const parsed = blogPost.parse({ ...post, technologies: ["React", "Custom properties", { name: "React 19", icon: "react" }] });
    expect(parsed.technologies).toEqual([
      { name: "React", icon: icons.react },
      { name: "Custom properties", icon: null },
      { name: "React 19", icon: icons.react },
    ]);
    expect(blogPost.safeParse({ ...post, technologies: [{ name: "X", icon: "nothing" }] }).success).toBe(false);
  });

  it("reads a post's repository with its code host's logo, and a host it does not know without one", () => {
    expect(blogPost.parse(post).repository).toBeUndefined();
    expect(blogPost.parse({ ...post, repository: "https://github.com/example/cards" }).repository).toEqual({
      url: "https://github.com/example/cards",
      icon: icons.github,
    });
    expect(blogPost.parse({ ...post, repository: "https://git.example.com/cards" }).repository?.icon).toBeNull();
    expect(blogPost.safeParse({ ...post, repository: "not an address" }).success).toBe(false);
  });

  it("takes a focus for the post's picture, checked like a top-5 item's", () => {
    expect(blogPost.parse({ ...post, imgFocus: "center 30%" }).imgFocus).toBe("center 30%");
    expect(blogPost.safeParse({ ...post, imgFocus: "middle" }).success).toBe(false);
  });
});
