import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { readContent } from "./support/test-content";
import { expectSeen } from "./support/seen";

// At 1440 px the work page's first screen: the hero's words and its map of sections hang from one
// line, each section's tile shows its first project's cover, and the top 5 follows close below.
const nav = (page: Page) => page.getByRole("navigation", { name: /^(Jump to a section|Hoppa till ett avsnitt)$/ });
const top = async (locator: import("@playwright/test").Locator) => (await locator.boundingBox())!.y;

test("at 1440 px the top 5's divider is at most 72 px below the hero's last line", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const heroBottom = await page
    .locator("#my-work > *")
    .evaluateAll((parts) => Math.max(...parts.map((part) => part.getBoundingClientRect().bottom)));
  const divider = await page
    .locator("#top-5-projects > :first-child")
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(divider - heroBottom).toBeGreaterThanOrEqual(32);
  expect(divider - heroBottom).toBeLessThanOrEqual(72);
});

test("at 1440 px the eyebrow and the section tiles start on one line, in English and in Swedish alike", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const eyebrow = page.locator("#my-work p").first();
  const english = await top(eyebrow);
  expect(Math.abs(english - (await top(nav(page))))).toBeLessThanOrEqual(1);
  await gotoHydrated(page, "/sv/portfolio");
  expect(Math.abs((await top(eyebrow)) - english)).toBeLessThanOrEqual(1);
  expect(Math.abs((await top(eyebrow)) - (await top(nav(page))))).toBeLessThanOrEqual(1);
});

test("at 1440 px each section tile is led by a cover of its own, a 40 px square above its name", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  // Each section's first cover that no tile before it shows.
  const sections: Array<[name: string, images: string[]]> = [
    ["Top 5 projects", readContent<Array<{ image: string }>>("en/top5.json").map((item) => item.image)],
    ["Frontend", layout.frontend.map((slug) => project(slug).image)],
    ["Backend", layout.backend.map((slug) => project(slug).image)],
    ["Fullstack", layout.fullstack.map((slug) => project(slug).image)],
    ["Graphic design", layout["graphic-design"].map((slug) => project(slug).image)],
  ];
  const shown = new Set<string>();
  const firstCovers = sections.map(([name, images], index): [string, string] => {
    const image = images.find((id) => !shown.has(id)) ?? images[0]!;
    shown.add(image);
    // The first tile's strip shows its next three covers.
    if (index === 0) for (const more of images.filter((id) => id !== image).slice(0, 3)) shown.add(more);
    return [name, image];
  });
  const tiles = nav(page).getByRole("link");
  await expect(tiles).toHaveCount(firstCovers.length);
  for (const [index, [sectionName, id]] of firstCovers.entries()) {
    const tile = tiles.nth(index);
    const cover = tile.getByTestId("section-cover").locator("img");
    await expectSeen(cover);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(
      new RegExp(`^/img/${id}\\.`),
    );
    const box = (await cover.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([40, 40]);
    // The covers stand on the tiles' first line, the name the tile's whole width under them.
    expect(Math.round(box.y - (await tile.boundingBox())!.y)).toBe(17);
    const name = (await tile.getByText(sectionName, { exact: true }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(name.y);
    expect(Math.abs(name.x - box.x)).toBeLessThanOrEqual(1);
  }
});

test("at 1440 px every section tile is one height and every name one line, in English and in Swedish", async ({ page }) => {
  for (const path of ["/portfolio", "/sv/portfolio"]) {
    await gotoHydrated(page, path);
    const tiles = await nav(page)
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => {
          const name = link.querySelector("[data-testid=section-name]")!;
          const range = document.createRange();
          range.selectNodeContents(name);
          return {
            height: Math.round(link.getBoundingClientRect().height),
            // One line box per line of words; a clipped (truncated) name would be cut, not shown.
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
            cut: name.scrollWidth > name.clientWidth,
          };
        }),
      );
    expect(tiles.length).toBeGreaterThan(1);
    expect(new Set(tiles.map((tile) => tile.height)).size, `${path}: ${JSON.stringify(tiles)}`).toBe(1);
    for (const tile of tiles) expect([tile.lines, tile.cut], path).toEqual([1, false]);
  }
});

test("at 1440 px the double-width first tile fills its right half with a strip of three more covers", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const tile = nav(page).getByRole("link").first();
  const strip = tile.getByTestId("section-strip");
  await expectSeen(strip);
  // A cover with a dark twin is two <img>s; the other theme's one is not displayed.
  const images = strip.locator("img").filter({ visible: true });
  await expect(images).toHaveCount(3);
  const box = (await tile.boundingBox())!;
  const count = (await tile.getByText(/^\d+ projects$/).boundingBox())!;
  for (const image of await images.all()) {
    const cover = (await image.boundingBox())!;
    // In the tile's right half, on the count's line.
    expect(cover.x).toBeGreaterThan(box.x + box.width / 2 - 40);
    expect(cover.x + cover.width).toBeLessThanOrEqual(box.x + box.width);
    expect(cover.y).toBeLessThan(count.y + count.height);
    expect(cover.y + cover.height).toBeGreaterThan(count.y);
  }
});
