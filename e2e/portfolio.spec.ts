import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";

const SECTIONS = ["my-work", "top-5-projects", "frontend", "backend", "fullstack", "graphic-design"];

// One visit walks the portfolio page from its sections to its links; the link that leaves the page
// comes last.
test("the portfolio: its sections, cards, links and the hero's section tiles", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");

  await test.step("the portfolio shows its six sections in order", async () => {
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(SECTIONS);
    for (const id of SECTIONS.slice(1)) {
      await expect(page.locator(`#${id} h2`).first()).toBeVisible();
    }
  });

  await test.step("every section lists its projects from the content", async () => {
    for (const id of ["frontend", "backend", "fullstack"] as const) {
      const titles = layout[id].map((slug) => project(slug).title);
      await expect(page.locator(`#${id} article h3`)).toHaveText(titles);
    }
    const graphicCards = page.locator("#graphic-design a[aria-haspopup=dialog]");
    await expect(graphicCards).toHaveCount(layout["graphic-design"].length);
  });

  await test.step("card descriptions are cut to 110 characters with the full text for screen readers", async () => {
    const texts = await page
      .locator("#frontend article, #backend article, #fullstack article")
      .evaluateAll((cards) =>
        cards.map((card) => {
          const text = [...card.querySelectorAll("p")].find((p) => p.querySelector(".sr-only"));
          return {
            visible: text?.querySelector("[aria-hidden=true]")?.textContent ?? "",
            full: text?.querySelector(".sr-only")?.textContent ?? "",
          };
        }),
      );
    expect(texts.length).toBeGreaterThan(0);
    for (const { visible, full } of texts) {
      expect(visible.endsWith("…")).toBe(true);
      expect(visible.length - 1).toBeLessThanOrEqual(110);
      expect(full.startsWith(visible.slice(0, -1))).toBe(true);
      // The cut falls between words: what follows it in the full text is a space or a punctuation mark.
      expect(full.slice(visible.length - 1)).toMatch(/^[\s,.;:!?–—-]/);
      expect(full.length).toBeGreaterThan(110);
    }
  });

  await test.step("external links open in a new tab without access to this page", async () => {
    const external = await page
      .locator("main a[href^='http']")
      .evaluateAll((links) => links.map((link) => [link.getAttribute("target"), link.getAttribute("rel")]));
    expect(external.length).toBeGreaterThan(0);
    for (const attributes of external) expect(attributes).toEqual(["_blank", "noopener noreferrer"]);
  });

  await test.step("the hero's section tiles count the projects and jump to their sections", async () => {
    const tiles = page.getByRole("navigation", { name: "Jump to a section" }).getByRole("link");
    await expect(tiles).toHaveCount(5);
    const backend = tiles.filter({ hasText: "Backend" });
    await expect(backend).toContainText(`${layout.backend.length} projects`);
    // A count in words, never a padded number as decoration.
    await expect(tiles.filter({ hasText: /\b0\d\b/ })).toHaveCount(0);
    await backend.click();
    await page.waitForURL((url) => url.hash === "#backend");
    await expect(page.locator("#backend")).toBeInViewport();
  });

  await test.step("my work: title, intro, CV download and contact link", async () => {
    const hero = page.locator("#my-work");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("My work");
    await expect(hero.getByRole("link", { name: "CV as PDF" })).toHaveAttribute("download", /\.pdf$/);
    await hero.getByRole("link", { name: "Contact me" }).click();
    await page.waitForURL("**/contact/");
  });
});
