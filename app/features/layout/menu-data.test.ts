import { describe, expect, it } from "vitest";
import { menuFor } from "./menu-data";

const portfolioUrls = (sections: Parameters<typeof menuFor>[0]) =>
  menuFor(sections)
    .find((item) => item.url === "/portfolio")
    ?.subMenu?.map((item) => item.url);

describe("menuFor", () => {
  it("lists every portfolio section that has projects", () => {
    expect(portfolioUrls(["my-work", "top-5-projects", "frontend", "backend", "fullstack", "graphic-design"])).toEqual([
      "/portfolio/top-5-projects",
      "/portfolio/frontend",
      "/portfolio/backend",
      "/portfolio/fullstack",
      "/portfolio/graphic-design",
    ]);
  });

  it("leaves out the sections without projects, and nothing else", () => {
    const menu = menuFor(["my-work", "top-5-projects", "graphic-design"]);
    expect(portfolioUrls(["my-work", "top-5-projects", "graphic-design"])).toEqual([
      "/portfolio/top-5-projects",
      "/portfolio/graphic-design",
    ]);
    expect(menu.find((item) => item.url === "/profile")?.subMenu).toHaveLength(8);
    expect(menu.map((item) => item.url)).toEqual(["/profile", "/portfolio", "/blog"]);
  });

  it("leaves out a hidden blog, and nothing else", () => {
    const menu = menuFor(["my-work", "top-5-projects", "frontend"], false);
    expect(menu.map((item) => item.url)).toEqual(["/profile", "/portfolio"]);
    expect(portfolioUrls(["my-work", "top-5-projects", "frontend"])).toEqual(["/portfolio/top-5-projects", "/portfolio/frontend"]);
  });
});
