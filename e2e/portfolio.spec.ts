import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";

const SECTIONS = ["my-work", "top-5-projects", "frontend", "backend", "fullstack", "graphic-design"];

test("the portfolio shows its six sections in order", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(SECTIONS);
  for (const id of SECTIONS.slice(1)) {
    await expect(page.locator(`#${id} h2`).first()).toBeVisible();
  }
});

test("my work: title, intro, CV download and contact link", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const hero = page.locator("#my-work");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("My work");
  await expect(hero.getByRole("link", { name: "CV as PDF" })).toHaveAttribute("download", /\.pdf$/);
  await hero.getByRole("link", { name: "Contact me" }).click();
  await page.waitForURL("**/contact/");
});

test("every section lists its projects from the content", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  for (const id of ["frontend", "backend", "fullstack"] as const) {
    const titles = layout[id].map((slug) => project(slug).title);
    await expect(page.locator(`#${id} article h3`)).toHaveText(titles);
  }
  const graphicCards = page.locator("#graphic-design a[aria-haspopup=dialog]");
  await expect(graphicCards).toHaveCount(layout["graphic-design"].length);
});

test("card descriptions are cut to 110 characters with the full text for screen readers", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const cards = page.locator("#frontend article, #backend article, #fullstack article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const text = cards.nth(i).locator("p").filter({ has: page.locator(".sr-only") });
    const visible = (await text.locator("[aria-hidden=true]").textContent()) ?? "";
    const full = (await text.locator(".sr-only").textContent()) ?? "";
    expect(visible.endsWith("…")).toBe(true);
    expect(visible.length - 1).toBeLessThanOrEqual(110);
    expect(full.startsWith(visible.slice(0, -1))).toBe(true);
    // The cut falls between words: what follows it in the full text is a space or a punctuation mark.
    expect(full.slice(visible.length - 1)).toMatch(/^[\s,.;:!?–—-]/);
    expect(full.length).toBeGreaterThan(110);
  }
});

test("external links open in a new tab without access to this page", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const external = page.locator("main a[href^='http']");
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the hero's section tiles count the projects and jump to their sections", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
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

