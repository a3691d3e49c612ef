// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "./i18n/languages";
import { localizePath } from "./i18n/paths";

// routes.ts reads the content's shown sections and posts when it is imported: each case stubs them.
const shownSections = vi.hoisted(() => ({ value: [] as string[], blog: true, posts: [1, 1] as number[] }));
vi.mock("./content/shown-sections.server", async (original) => ({
  ...(await original<typeof import("./content/shown-sections.server")>()),
  readShownPortfolioSections: () => shownSections.value,
  readBlogShown: () => shownSections.blog,
  blogPostCounts: () => Object.fromEntries(shownSections.posts.map((count, i) => [LANGUAGES[i], shownSections.blog ? count : 0])),
}));

async function routeFiles(shown: string[], blog = true, posts = [1, 1]) {
  shownSections.value = shown;
  shownSections.blog = blog;
  shownSections.posts = posts;
  vi.resetModules();
  vi.stubEnv("EVERY_ROUTE", "");
  const { default: routes } = await import("./routes");
  return routes.map((route) => route.file);
}

async function routePaths(posts: number[]) {
  shownSections.value = ["frontend"];
  shownSections.blog = true;
  shownSections.posts = posts;
  vi.resetModules();
  vi.stubEnv("EVERY_ROUTE", "");
  const { default: routes } = await import("./routes");
  return routes.map((route) => route.path ?? "");
}

describe("the route table", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("has no graphic design panel route without graphic design projects: it would have nothing to prerender", async () => {
    expect(await routeFiles(["frontend"])).not.toContain("routes/graphic-panel-data.ts");
  });

  it("has the panel route when graphic design is shown", async () => {
    expect(await routeFiles(["frontend", "graphic-design"])).toContain("routes/graphic-panel-data.ts");
  });

  it("has no blog page, post or feed when site.json hides the blog: /blog is the not-found page", async () => {
    const files = await routeFiles(["frontend"], false);
    const blogFiles = ["routes/blog.tsx", "routes/blog-post.tsx", "routes/blog-rss.ts"];
    for (const file of blogFiles) expect(files).not.toContain(file);
    expect(files).toContain("routes/not-found.tsx");
    expect(await routeFiles(["frontend"])).toEqual(expect.arrayContaining(blogFiles));
  });

  it("leads a hidden section's address to the portfolio", async () => {
    const routes = await routeFiles(["my-work", "top-5-projects", "frontend"]);
    // backend, fullstack, graphic design and my-work, in each language
    expect(routes.filter((file) => file === "routes/redirect-portfolio.tsx")).toHaveLength(4 * LANGUAGES.length);
  });

  it("has a language's post route only when that language has posts: a post may be written in one language", async () => {
    const [first = "", second = ""] = LANGUAGES;
    const paths = await routePaths([1, 0]);
    expect(paths).toContain(localizePath("/blog/:urlTitle", first).slice(1));
    expect(paths).not.toContain(localizePath("/blog/:urlTitle", second).slice(1));
    expect(paths).toContain(localizePath("/blog", second).slice(1));
  });

  it("has a language's later list pages only when its own posts fill more than one page", async () => {
    const [first = "", second = ""] = LANGUAGES;
    const paths = await routePaths([50, 1]);
    expect(paths).toContain(localizePath("/blog/page/:page", first).slice(1));
    expect(paths).not.toContain(localizePath("/blog/page/:page", second).slice(1));
  });
});
