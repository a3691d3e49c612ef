import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { prerenderedPaths } from "./support/prerendered";
import { servedDocument } from "./support/served-document";

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

// Every page is prerendered (above); one project of each section is read as served, and any whose
// address needs encoding. The page hydrates to what it was served, or the console error of a
// hydration mismatch fails the tests that open it in the browser.
const FIRSTS = new Set(Object.values(layout).map((slugs) => slugs[0]));
const OPENED = PROJECT_PATHS.filter((path) => path.includes("%") || FIRSTS.has(decodeURIComponent(path.slice("/portfolio/".length))));

test("one project of each section shows its project: title, facts, stack, links and each image once", async ({ request }) => {
  const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  for (const path of OPENED) {
    const slug = decodeURIComponent(path.slice("/portfolio/".length));
    await test.step(`${path} shows its project`, async () => {
      const source = project(slug);
      const { status, document } = await servedDocument(request, `${path}/`);
      expect(status).toBe(200);
      const main = document.querySelector("main")!;
      expect(text(main.querySelector("h1"))).toBe(source.title);
      expect([...main.querySelectorAll("*")].some((el) => text(el) === source.subTitle)).toBe(true);
      expect([...document.querySelectorAll("a")].some((link) => text(link) === "Back to the portfolio")).toBe(true);

      const facts = text(main.querySelector("dl[data-facts]"));
      expect(facts).toContain(source.applicationTypeDetail.text);
      expect(facts).toContain(source.applicationTypeDetail.suffix);

      // The interface's headings unless the project names its own.
      // The story a section (h2); the stack and the links labels (h3) of the facts card.
      const headings = [...main.querySelectorAll("h2")].map(text);
      const labels = [...main.querySelectorAll("h3")].map(text);
      expect(headings.filter((heading) => heading.includes(source.descriptionTitle ?? "About the project"))).toHaveLength(1);
      expect(labels.filter((label) => label.includes(source.techTitle ?? "Built with"))).toHaveLength(1);
      // A private link has no address: it offers a walkthrough instead (case-study.spec.ts).
      for (const link of (source.links ?? []).filter((link) => link.url)) {
        expect(labels.filter((label) => label.includes(source.linksTitle ?? "Links"))).toHaveLength(1);
        const anchor = [...main.querySelectorAll(`a[href="${link.url}"]`)].find((a) => text(a).includes(link.note ?? ""));
        expect(anchor?.getAttribute("target")).toBe("_blank");
        expect(anchor?.getAttribute("rel")).toBe("noopener noreferrer");
      }
      expect([...main.querySelectorAll("#project-tech-title + div li")].map(text)).toEqual(source.tech.map((tech) => tech.name));

      // The header shows the cover and a case-study step its picture; the gallery grid shows the
      // other images, each once.
      const atSteps = new Set((source.steps ?? []).map((step) => step.image));
      const others = source.images.filter(
        (image, index, all) =>
          image.src !== source.image && !atSteps.has(image.src) && all.findIndex((other) => other.src === image.src) === index,
      );
      const grid = [...document.querySelectorAll("ul[data-layout] > li")];
      expect(grid.map((item) => item.getAttribute("data-span"))).toEqual(others.map((image) => image.span));
      // Every image once on the page: the cover, the steps' pictures and the gallery's.
      const every = new Set([source.image, ...source.images.map((image) => image.src)]);
      expect(main.querySelectorAll("button[aria-label^='Open image']")).toHaveLength(every.size);
    });
  }
});

test("the project page follows the language; an unknown project shows the not-found page, not 'Loading...'", async ({ page, request }) => {
  await test.step("the project page follows the language", async () => {
    await setPreferences(page, { lng: "sv" });
    await gotoHydrated(page, `/portfolio/${GALLERY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(GALLERY, "sv").title);
    await expect(page.getByText(project(GALLERY, "sv").subTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tillbaka till portfolion" })).toBeVisible();
  });

  await test.step("the unknown project /portfolio/nope is served as not found", async () => {
    const { status, document } = await servedDocument(request, "/portfolio/nope");
    expect(status).toBe(404);
    expect(document.documentElement.hasAttribute("data-not-found")).toBe(true);
  });

  // An address that does not even decode, opened in the browser: the app must not hang on it.
  await test.step("the unknown project /portfolio/%E0%A4%A shows the not-found page, not 'Loading...'", async () => {
    await setPreferences(page, { lng: "en" });
    const response = await gotoHydrated(page, "/portfolio/%E0%A4%A");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page took a wrong turn");
    await expect(page.getByText("Loading")).toHaveCount(0);
  });
});
