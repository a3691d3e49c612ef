import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "./i18n/languages";
import { localizePath } from "./i18n/paths";
import { feedPath } from "./features/blog/blog-paths";

// The switches of site.json's `hidden`, as a build would take them, without a build: the route
// table, the prerendered addresses (which the sitemap lists), the menus, the feeds and every link
// the pages draw between them are computed from a content folder with a hidden portfolio section
// or a hidden blog. A link to a page the switch hid, or a hidden page still prerendered, fails.

const FIXTURES = join(import.meta.dirname, "content", "__fixtures__");
vi.mock("./content/images.server", () => ({
  resolveImage: (id: string) => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" }),
}));

const temps: string[] = [];
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The valid fixture with one allowed case laid over it, and `edit` applied to the copy. */
async function contentFolder(name: string, edit?: (root: string) => Promise<void>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "hidden-parts-"));
  temps.push(root);
  await cp(join(FIXTURES, "valid"), root, { recursive: true });
  await cp(join(FIXTURES, "allowed", name), root, { recursive: true });
  await edit?.(root);
  return root;
}

// Loading and checking a content folder with the modules of every page takes seconds alone, and
// many more on a machine busy with a build.
const LOADING = 120_000;

const RESOURCE = /^routes\/(share-card|graphic-panel-data|blog-rss)\.ts$/;
const REDIRECT = /^routes\/redirect-/;

/** What a build of the content folder would make of it: routes, prerendered addresses, pages, menus, links. */
async function buildOf(root: string) {
  vi.stubEnv("CONTENT_DIR", root);
  vi.stubEnv("EVERY_ROUTE", "");
  vi.resetModules();
  const [{ default: routes }, { prerenderPaths }, catalog, shown, { menuFor }, { projectNeighbours }, rss] = await Promise.all([
    import("./routes"),
    import("./prerender-paths"),
    import("./content/catalog.server"),
    import("./content/shown-sections.server"),
    import("./features/layout/menu-data"),
    import("./features/portfolio/project-neighbours"),
    import("./routes/blog-rss"),
  ]);
  const table = routes.map((route) => ({ path: route.path ?? "", index: route.index, file: route.file }));
  const routeOf = (path: string) => matchRoutes(table, path)?.at(-1)?.route.file ?? "";
  const prerendered = await prerenderPaths();
  // The pages a visitor lands on, which the sitemap lists: no redirect stub, feed or picture.
  const pages = prerendered.filter((path) => !REDIRECT.test(routeOf(path)) && !RESOURCE.test(routeOf(path)));

  const links: Array<{ from: string; to: string }> = [];
  const menu = menuFor(shown.readShownPortfolioSections(root), shown.readBlogShown(root));
  const feeds: string[] = [];
  for (const lng of LANGUAGES) {
    const at = (path: string) => localizePath(path, lng);
    for (const entry of menu.flatMap((item) => [item, ...(item.subMenu ?? [])])) links.push({ from: "menu", to: at(entry.url) });
    const portfolio = await catalog.getPortfolio(lng);
    const cards = [...portfolio.frontend, ...portfolio.backend, ...portfolio.fullstack, ...portfolio.graphic];
    for (const item of [...portfolio.top5, ...cards]) links.push({ from: at("/portfolio"), to: at(`/portfolio/${item.urlTitle}`) });
    // Each project's previous and next, in the portfolio page's order (routes/project.tsx).
    const order = cards.map(({ urlTitle, title }) => ({ urlTitle, title }));
    for (const { urlTitle } of order) {
      const neighbours = projectNeighbours(order, urlTitle);
      for (const stop of neighbours ? [neighbours.previous, neighbours.next] : []) {
        links.push({ from: at(`/portfolio/${urlTitle}`), to: at(`/portfolio/${stop.urlTitle}`) });
      }
    }
    for (const post of await catalog.listBlogPostLinks(lng)) links.push({ from: at("/blog"), to: at(`/blog/${post.urlTitle}`) });
    const feed = prerendered.find((path) => routeOf(path) === "routes/blog-rss.ts" && path === feedPath(lng));
    if (feed) {
      const response = await rss.loader({ request: new Request(`https://fixture.example.com${feed}`), params: {}, context: {} } as never);
      const xml = await response.text();
      feeds.push(xml);
      for (const [, url] of xml.matchAll(/<link>([^<]+)<\/link>/g)) {
        links.push({ from: feed, to: new URL(url ?? "").pathname.replace(/(.)\/$/, "$1") });
      }
    }
    // Links the owner wrote in HTML texts and posts to the site's own pages.
    const words = JSON.stringify([await catalog.getTexts(lng), portfolio, await catalog.getBlogPosts(lng)]);
    for (const [, href] of words.matchAll(/href=\\"(\/[^"\\#?]*)/g)) links.push({ from: "texts", to: (href ?? "").replace(/(.)\/$/, "$1") });
  }
  return { table, routeOf, prerendered, pages, menu, links, feeds };
}

/** Every route with a parameter needs a page to prerender, or React Router stops the build. */
function routesWithoutPages(build: Awaited<ReturnType<typeof buildOf>>): string[] {
  return build.table
    .filter((route) => route.path.includes(":"))
    .filter((route) => !build.prerendered.some((path) => matchRoutes([route], path)))
    .map((route) => route.path);
}

const deadLinks = (build: Awaited<ReturnType<typeof buildOf>>) =>
  build.links.filter(({ to }) => !build.pages.includes(to)).map(({ from, to }) => `${from} → ${to}`);

describe("a portfolio section hidden in site.json", () => {
  let build: Awaited<ReturnType<typeof buildOf>>;
  beforeAll(async () => {
    // Its project stays where it was, listed in portfolio.json and in the top 5, as the docs allow.
    const root = await contentFolder("hidden-backend", async (folder) => {
      const layout = JSON.parse(await readFile(join(folder, "portfolio.json"), "utf8"));
      await writeFile(join(folder, "portfolio.json"), JSON.stringify({ ...layout, backend: ["beta"] }));
      for (const lng of LANGUAGES) {
        const file = join(folder, lng, "top5.json");
        const top5 = JSON.parse(await readFile(file, "utf8"));
        await writeFile(file, JSON.stringify([...top5, { ...top5[0], urlTitle: "beta", title: "Beta" }]));
      }
    });
    build = await buildOf(root);
  }, LOADING);

  it("prerenders neither its projects nor its page: its address is a redirect to the portfolio", () => {
    for (const lng of LANGUAGES) {
      expect(build.prerendered).not.toContain(localizePath("/portfolio/beta", lng));
      expect(build.routeOf(localizePath("/portfolio/backend", lng))).toBe("routes/redirect-portfolio.tsx");
      expect(build.pages).not.toContain(localizePath("/portfolio/backend", lng));
      expect(build.pages).toContain(localizePath("/portfolio/alpha", lng));
    }
  });

  it("leaves it out of the menus", () => {
    const urls = build.menu.flatMap((item) => [item.url, ...(item.subMenu ?? []).map((entry) => entry.url)]);
    expect(urls).not.toContain("/portfolio/backend");
    expect(urls).toEqual(expect.arrayContaining(["/portfolio/frontend", "/blog"]));
  });

  it("has a page for every route, and no link to a page the build lacks", () => {
    expect(routesWithoutPages(build)).toEqual([]);
    expect(build.links.length).toBeGreaterThan(0);
    expect(deadLinks(build)).toEqual([]);
    expect(build.links.filter(({ to }) => to.endsWith("/beta"))).toEqual([]);
  });

  it("keeps the blog and its feeds", () => {
    expect(build.feeds).toHaveLength(LANGUAGES.length);
    for (const lng of LANGUAGES) expect(build.pages).toContain(localizePath("/blog/first-light", lng));
  });
});

describe("the blog hidden in site.json", () => {
  let build: Awaited<ReturnType<typeof buildOf>>;
  beforeAll(async () => {
    build = await buildOf(await contentFolder("hidden-blog"));
  }, LOADING);

  it("prerenders no list, post, picture or feed of it, and has no route for them: /blog is the not-found page", () => {
    for (const lng of LANGUAGES) {
      expect(build.prerendered.filter((path) => path.startsWith(localizePath("/blog", lng)))).toEqual([]);
      expect(build.routeOf(localizePath("/blog", lng))).toBe("routes/not-found.tsx");
      expect(build.routeOf(localizePath("/blog/first-light", lng))).toBe("routes/not-found.tsx");
    }
    expect(build.feeds).toEqual([]);
  });

  it("leaves it out of the menus", () => {
    expect(build.menu.map((item) => item.url)).toEqual(["/profile", "/portfolio"]);
  });

  it("has a page for every route, and no link to a page the build lacks", () => {
    expect(routesWithoutPages(build)).toEqual([]);
    expect(build.links.length).toBeGreaterThan(0);
    expect(deadLinks(build)).toEqual([]);
    expect(build.links.filter(({ to }) => to.includes("/blog"))).toEqual([]);
  });
});
