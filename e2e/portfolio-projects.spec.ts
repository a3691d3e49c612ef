import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { prerenderedPaths } from "./support/prerendered";

const SECTIONS = new Set(["top-5-projects", "frontend", "backend", "fullstack", "graphic-design", "my-work"]);

// Every project page the build prerendered (the section paths share the /portfolio/ prefix).
const PROJECT_PATHS = prerenderedPaths().filter(
  (path) => path.startsWith("/portfolio/") && !SECTIONS.has(path.slice("/portfolio/".length)),
);

// A gallery with both spans and several technologies, and a project with a single image.
const GALLERY = layout.frontend.find((slug) => project(slug).images.length > 2 && project(slug).tech.length > 2)!;
const ALL_PROJECTS = new Set([...layout.frontend, ...layout.backend, ...layout.fullstack, ...layout["graphic-design"]]);

test("a page is prerendered for every project", () => {
  expect(PROJECT_PATHS.map((path) => decodeURIComponent(path.slice("/portfolio/".length))).sort()).toEqual([...ALL_PROJECTS].sort());
});

// Every page is prerendered (above); one project of each section is opened, and any whose
// address needs encoding.
const FIRSTS = new Set(Object.values(layout).map((slugs) => slugs[0]));
const OPENED = PROJECT_PATHS.filter((path) => path.includes("%") || FIRSTS.has(decodeURIComponent(path.slice("/portfolio/".length))));

for (const path of OPENED) {
  const slug = decodeURIComponent(path.slice("/portfolio/".length));
  test(`${path} shows its project`, async ({ page }) => {
    const source = project(slug);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(source.title);
    await expect(page.getByText(source.subTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the portfolio" })).toBeVisible();

    const facts = page.locator("main dl[data-facts]");
    await expect(facts).toContainText(source.applicationTypeDetail.text);
    await expect(facts).toContainText(source.applicationTypeDetail.suffix);

    // The interface's headings unless the project names its own.
    // The story a section (h2); the stack and the links labels (h3) of the facts card.
    const headings = page.getByRole("heading", { level: 2 });
    const labels = page.getByRole("heading", { level: 3 });
    await expect(headings.filter({ hasText: source.descriptionTitle ?? "About the project" })).toHaveCount(1);
    await expect(labels.filter({ hasText: source.techTitle ?? "Built with" })).toHaveCount(1);
    // A private link has no address: it offers a walkthrough instead (case-study.spec.ts).
    for (const link of (source.links ?? []).filter((link) => link.url)) {
      await expect(labels.filter({ hasText: source.linksTitle ?? "Links" })).toHaveCount(1);
      const anchor = page.locator(`main a[href="${link.url}"]`).filter({ hasText: link.note ?? "" });
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.locator("#project-tech-title + div li")).toHaveText(source.tech.map((tech) => tech.name));

    // The header shows the cover and a case-study step its picture; the gallery grid shows the
    // other images, each once.
    const atSteps = new Set((source.steps ?? []).map((step) => step.image));
    const others = source.images.filter(
      (image, index, all) =>
        image.src !== source.image && !atSteps.has(image.src) && all.findIndex((other) => other.src === image.src) === index,
    );
    const grid = page.locator("ul[data-layout] > li");
    await expect(grid).toHaveCount(others.length);
    expect(await grid.evaluateAll((items) => items.map((item) => item.getAttribute("data-span")))).toEqual(
      others.map((image) => image.span),
    );
    // Every image once on the page: the cover, the steps' pictures and the gallery's.
    const every = new Set([source.image, ...source.images.map((image) => image.src)]);
    await expect(page.locator("main button[aria-label^='Open image']")).toHaveCount(every.size);
  });
}

test("the project page follows the language", async ({ page }) => {
  await setPreferences(page, { lng: "sv" });
  await gotoHydrated(page, `/portfolio/${GALLERY}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(GALLERY, "sv").title);
  await expect(page.getByRole("link", { name: "Tillbaka till portfolion" })).toBeVisible();
});

for (const path of ["/portfolio/nope", "/portfolio/%E0%A4%A"]) {
  test(`the unknown project ${path} shows the not-found page, not 'Loading...'`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page took a wrong turn");
    await expect(page.getByText("Loading")).toHaveCount(0);
  });
}

