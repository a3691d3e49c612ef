import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { graphicProject, layout, project } from "./portfolio-content";
import { computedColour } from "./support/contrast";
import { expectAllSeen, expectSeen } from "./support/seen";

// A project page reads as a case: the facts under the title, the stack in words, a gallery whose
// rows are full at every width, and the previous and the next project at its end.

const ORDER = [...layout.frontend, ...layout.backend, ...layout.fullstack, ...layout["graphic-design"]];
const WEB = layout.frontend.find((slug) => project(slug).images.length > 2)!;
const GRAPHIC = layout["graphic-design"][0]!;
const WIDTHS = [390, 768, 1024, 1440, 1920];
// Projects whose gallery is a grid (more than one image besides the cover).
const galleryImages = (slug: string) => new Set(project(slug).images.map(({ src }) => src).filter((src) => src !== project(slug).image));
const GRIDS = ORDER.filter((slug) => galleryImages(slug).size > 1);

test("the facts open with the role and the team, then type, duration and, for graphic work, client and year", async ({ page }) => {
  const web = project(WEB);
  // The tests' content names both for this project, so the facts are checked, not skipped.
  expect([web.role, web.team]).toEqual([expect.any(String), expect.any(String)]);
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const facts = page.locator("main dl[data-facts]");
  await expectSeen(facts, { scroll: true });
  const [title, box] = [await page.getByRole("heading", { level: 1 }).boundingBox(), await facts.boundingBox()];
  expect(box!.y).toBeGreaterThan(title!.y + title!.height - 1);
  await expect(facts.locator("dt")).toHaveText(["Role", "Team", "Project type", "Duration"]);
  await expect(facts.locator("dd").nth(0)).toHaveText(web.role!);
  await expect(facts.locator("dd").nth(1)).toHaveText(web.team!);
  await expectSeen(facts.locator("dd").nth(0), { scroll: true });
  await expect(facts).toContainText(web.applicationTypeDetail.text);
  await expect(facts).toContainText(web.projectDuration.replace(/<[^>]+>/g, ""));

  // A project that names neither has neither fact.
  const plain = layout.frontend.find((slug) => !project(slug).role && !project(slug).team)!;
  await gotoHydrated(page, `/portfolio/${plain}`);
  await expect(facts.locator("dt")).toHaveText(["Project type", "Duration"]);

  const sv = project(WEB, "sv");
  await setPreferences(page, { lng: "sv" });
  await gotoHydrated(page, `/sv/portfolio/${WEB}`);
  await expect(facts.locator("dt").first()).toHaveText("Roll");
  await expect(facts.locator("dd").nth(1)).toHaveText(sv.team!);

  // A graphic project's role is its first fact, shown once.
  const graphic = graphicProject(GRAPHIC);
  await setPreferences(page, { lng: "en" });
  await gotoHydrated(page, `/portfolio/${GRAPHIC}`);
  const labels = ["Role", "Project type", "Duration", graphic.clientTitle ?? "Client", graphic.yearTitle ?? "Year"];
  await expect(facts.locator("dt")).toHaveText(labels);
  await expect(facts.getByRole("link", { name: new RegExp(graphic.client) })).toHaveAttribute("href", graphic.clientLink);
  await expect(facts).toContainText(String(graphic.year));
  await expect(facts.locator("dd").first()).toHaveText(graphic.role);
  await expect(page.getByRole("main").getByText(graphic.role, { exact: true })).toHaveCount(1);
});

// The projects whose facts say the most, in Swedish (the longer language): type and duration.
const WORDIEST = [...ORDER]
  .sort((a, b) => {
    const words = (slug: string) => {
      const { applicationTypeDetail, projectDuration = "" } = project(slug, "sv");
      return applicationTypeDetail.text.length + projectDuration.replace(/<[^>]+>/g, "").length;
    };
    return words(b) - words(a);
  })
  .slice(0, 2);

test("at 1440 px in Swedish no fact runs to a third line, and the facts card starts level with the story", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await setPreferences(page, { lng: "sv" });
  for (const slug of [...WORDIEST, GRAPHIC]) {
    await gotoHydrated(page, `/sv/portfolio/${slug}`);
    const facts = page.locator("main dl[data-facts]");
    await expectSeen(facts, { scroll: true });
    const tall = await facts.locator("dd").evaluateAll((values) =>
      values
        .map((dd) => ({
          text: dd.textContent,
          height: dd.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(dd).lineHeight),
        }))
        .filter(({ height, line }) => height > 2 * line + 1)
        .map(({ text, height }) => `"${text}" is ${Math.round(height)} px tall`),
    );
    expect(tall, `/sv/portfolio/${slug}`).toEqual([]);
    const story = (await page.locator("section[aria-labelledby=project-about-title]").boundingBox())!;
    const card = (await page.locator("[data-facts-card]").boundingBox())!;
    expect(Math.abs(story.y - card.y), `/sv/portfolio/${slug}`).toBeLessThanOrEqual(1);
  }
});

test("at night the project type's icon tile is a lifted surface, not a white glare", async ({ page }) => {
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const tile = page.locator("main dl[data-facts] dd svg").first().locator("..");
  await expectSeen(tile, { scroll: true });
  const colour = await tile.evaluate((el) => getComputedStyle(el).backgroundColor);
  const lightness = colour.match(/\d+/g)!.slice(0, 3).reduce((sum, part) => sum + Number(part), 0) / 3;
  // A night tone (white, 255, was the brightest thing on the page).
  expect(lightness).toBeLessThan(80);
});

test("the stack shows every technology as a chip with its icon and its name", async ({ page }) => {
  const { tech } = project(WEB);
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const chips = page.locator("#project-tech-title + div li");
  await expect(chips).toHaveText(tech.map(({ name }) => name));
  await expectAllSeen(chips, { scroll: true });
  for (let index = 0; index < tech.length; index++) await expect(chips.nth(index).locator("svg")).toHaveCount(1);
});

/** Each row of the gallery, as the tiles' boxes against the grid's: full width, no gap below. */
async function galleryHoles(page: Page): Promise<string[]> {
  return page.locator("ul[data-layout=grid]").evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(grid).columnGap);
    const tiles = [...grid.children].map((tile) => tile.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const tile of tiles) rows.set(Math.round(tile.top), [...(rows.get(Math.round(tile.top)) ?? []), tile]);
    const holes: string[] = [];
    for (const [top, row] of rows) {
      const covered = row.reduce((sum, tile) => sum + tile.width, 0) + gap * (row.length - 1);
      if (Math.abs(covered - box.width) > 2) holes.push(`the row at ${top} covers ${Math.round(covered)} of ${Math.round(box.width)} px`);
      if (Math.min(...row.map((tile) => tile.left)) - box.left > 2) holes.push(`the row at ${top} starts late`);
      if (new Set(row.map((tile) => Math.round(tile.height))).size > 1) holes.push(`the row at ${top} has tiles of unequal heights`);
    }
    const bottom = Math.max(...tiles.map((tile) => tile.bottom));
    if (Math.abs(bottom - box.bottom) > 2) holes.push(`the grid ends ${Math.round(box.bottom - bottom)} px below its last row`);
    return holes;
  });
}

// One load per gallery, opened at the narrowest width and measured at each: the rows are CSS
// alone (their split is fixed at build time), so the layout follows the window's width at once.
test(`every gallery fills its rows at ${WIDTHS.join(", ")} px`, async ({ page }) => {
  for (const slug of GRIDS) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await gotoHydrated(page, `/portfolio/${slug}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await galleryHoles(page), `/portfolio/${slug} at ${width} px`).toEqual([]);
    }
  }
});

for (const lng of ["en", "sv"] as const) {
  test(`the previous and next links follow the portfolio's order, going round (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    const prefix = lng === "sv" ? "/sv" : "";
    for (const [index, slug] of ORDER.entries()) {
      await gotoHydrated(page, `${prefix}/portfolio/${slug}`);
      const previous = ORDER[(index - 1 + ORDER.length) % ORDER.length]!;
      const next = ORDER[(index + 1) % ORDER.length]!;
      const pager = page.getByRole("navigation", { name: lng === "sv" ? "Fler projekt" : "More projects" });
      await expect(pager.locator("a[rel=prev]")).toHaveAttribute("href", new RegExp(`^${prefix}/portfolio/${previous}/?$`));
      await expect(pager.locator("a[rel=next]")).toHaveAttribute("href", new RegExp(`^${prefix}/portfolio/${next}/?$`));
      await expect(pager.locator("a[rel=next]")).toContainText(project(next, lng).title);
    }
  });
}

test("the next link opens the next project's page", async ({ page }) => {
  await gotoHydrated(page, `/portfolio/${ORDER[0]}`);
  const next = page.getByRole("navigation", { name: "More projects" }).getByRole("link", { name: /Next project/ });
  await expectSeen(next, { scroll: true });
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${ORDER[1]}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(ORDER[1]!).title);
});

test("at 1440 px the story keeps a reading measure: no line of it wider than 700 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const about = page.getByRole("heading", { level: 2, name: /^(About the project|Om projektet)$/ });
  await expectSeen(about, { scroll: true });
  const width = await about.evaluate((heading) => heading.nextElementSibling!.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(400);
  expect(width).toBeLessThanOrEqual(700);
});

// One load, measured at each width in turn: the captions follow the window's width at once.
test("at 768 and 1440 px each gallery picture has its caption under it, the lightbox's words, 14 px and muted", async ({ page }) => {
  const { images, image: cover } = project(WEB);
  await page.setViewportSize({ width: 768, height: 900 });
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const tiles = page.locator("ul[data-layout=grid] > li");
  const alts = [...new Map(images.filter(({ src }) => src !== cover).map(({ src, alt }) => [src, alt])).values()];
  await expect(tiles.locator("[data-caption]")).toHaveText(alts);
  const muted = await computedColour(page, "var(--color-muted)");
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (let index = 0; index < alts.length; index++) {
      const caption = tiles.nth(index).locator("[data-caption]");
      await expectSeen(caption, { scroll: true });
      await expect(caption).toHaveCSS("font-size", "14px");
      await expect(caption).toHaveCSS("color", muted);
      const picture = (await tiles.nth(index).getByRole("button").boundingBox())!;
      const words = (await caption.boundingBox())!;
      expect(Math.round(words.y - (picture.y + picture.height)), `caption ${index + 1} at ${width} px`).toBe(8);
    }
  }
});
