// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

// routes.ts reads the content's shown sections and posts when it is imported: each case stubs them.
const shownSections = vi.hoisted(() => ({ value: [] as string[] }));
vi.mock("./content/shown-sections.server", async (original) => ({
  ...(await original<typeof import("./content/shown-sections.server")>()),
  readShownPortfolioSections: () => shownSections.value,
  countBlogPosts: () => 1,
  hasBlogPosts: () => true,
}));

async function routeFiles(shown: string[]) {
  shownSections.value = shown;
  vi.resetModules();
  vi.stubEnv("EVERY_ROUTE", "");
  const { default: routes } = await import("./routes");
  return routes.map((route) => route.file);
}

describe("the route table", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("has no graphic design panel route without graphic design projects: it would have nothing to prerender", async () => {
    expect(await routeFiles(["frontend"])).not.toContain("routes/graphic-panel-data.ts");
  });

  it("has the panel route when graphic design is shown", async () => {
    expect(await routeFiles(["frontend", "graphic-design"])).toContain("routes/graphic-panel-data.ts");
  });
});
